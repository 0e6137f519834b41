import { readFileSync } from 'node:fs';
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
