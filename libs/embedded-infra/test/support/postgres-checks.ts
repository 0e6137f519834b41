import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from '@jest/globals';
import pg from 'pg';

/** Whether a process is running: it exists and is not a zombie waiting for its parent. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** Runs `sql` on its own connection; answers the rows of its last statement. */
export async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results = await client.query(sql);
    return (Array.isArray(results) ? results.at(-1) : results).rows as unknown[];
  } finally {
    await client.end();
  }
}

/**
 * Cancels a start of the server in `dataDir` once its process exists (it writes postmaster.pid
 * first thing), then holds what a cancel promises: `starting` rejects with "start cancelled",
 * that process is gone and so is its pid file.
 */
export async function expectCancelledOnceStarted(
  dataDir: string,
  starting: Promise<unknown>,
  cancel: AbortController,
): Promise<void> {
  const rejected = expect(starting).rejects.toThrow('start cancelled');
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let starter = Number.NaN;
  while (!Number.isInteger(starter)) {
    await sleep(20);
    starter = await readFile(pidFile, 'utf8').then(Number.parseInt, () => Number.NaN);
  }
  cancel.abort();
  await rejected;

  expect(isAlive(starter)).toBe(false);
  await expect(readFile(pidFile)).rejects.toThrow(/ENOENT/);
}
