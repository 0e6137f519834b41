import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A launcher killed with SIGKILL leaves its PostgreSQL running, and the next start on the same
 * folder fails. When the folder's `postmaster.pid` names a live postgres serving this very
 * folder, ask it to shut down (fast mode) before starting again.
 */
export async function stopStalePostmaster(dataDir: string): Promise<void> {
  const pid = await readPostmasterPid(dataDir);
  if (pid === undefined || !(await isAlive(pid))) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const args = commandLine.split('\0');
  const servesThisFolder =
    args.some((arg) => path.basename(arg) === 'postgres') && args.includes(path.resolve(dataDir));
  if (!servesThisFolder) return;

  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && (await isAlive(pid)); waited += 100) await sleep(100);
  if (await isAlive(pid)) {
    throw new Error(
      `A PostgreSQL left running from an earlier start (pid ${pid}) holds ${dataDir} and did not stop.`,
    );
  }
}

async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // An orphaned server that has exited stays a zombie until init reaps it, which some container
  // inits do only every few seconds; it holds nothing any more.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z';
}

async function readPostmasterPid(dataDir: string): Promise<number | undefined> {
  try {
    const firstLine = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0];
    const pid = Number.parseInt(firstLine ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
