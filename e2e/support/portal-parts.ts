import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PortalProcess } from '@portal/launcher/portal-process';
import pg from 'pg';

/** The parts `npm start` runs, as named in endpoints.json's `pids`. */
export type PartName =
  | 'postgres'
  | 'objects'
  | 'identity'
  | 'grants'
  | 'applications'
  | 'files'
  | 'notifications'
  | 'reviews'
  | 'gateway';

/** The pid of each part's process now, from DATA_DIR/endpoints.json. */
export async function partPids(portal: PortalProcess): Promise<Record<PartName, number>> {
  return (await portal.addresses()).pids as Record<PartName, number>;
}

/** kill -9 of one part's process; answers the pid killed. */
export async function killPart(portal: PortalProcess, part: PartName): Promise<number> {
  const pid = (await partPids(portal))[part];
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** The PostgreSQL server's own pid, from the postmaster.pid file it keeps in its data folder. */
export async function postgresServerPid(portal: PortalProcess): Promise<number> {
  const file = path.join(portal.dataDir, 'postgres', 'postmaster.pid');
  return Number.parseInt(await readFile(file, 'utf8'), 10);
}

/** True while the process runs (an exited one that is not yet reaped counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

/**
 * How many database sessions are listening for identity's access changes (each service's
 * principal-change listener holds one), asked of the portal's embedded PostgreSQL.
 */
export async function principalListeners(portal: PortalProcess): Promise<number> {
  const client = await portalDatabase(portal);
  try {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE query LIKE 'LISTEN %'",
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}

/** A connection to the portal's embedded PostgreSQL, as its owner (end it when done). */
export async function portalDatabase(portal: PortalProcess): Promise<pg.Client> {
  const { database } = await portal.addresses();
  const secrets = JSON.parse(await readFile(path.join(portal.dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  const url = new URL(database!);
  url.password = secrets.postgresPassword;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Asks `check` again and again until it answers something other than undefined. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs / 1000} s`, { cause: lastError });
    }
    await sleep(100);
  }
}
