import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunnerReply, RunnerRequest } from './protocol.js';

export interface RunnerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningRunner {
  /** Connection URL of the server (postgres://… or http://…). */
  url: string;
  child: ChildProcess;
  /** Resolves when the runner process ends: after `stop()`, or on its own when its server died. */
  exited: Promise<RunnerExit>;
  /** Stops the server and waits for the runner to exit. */
  stop(): Promise<void>;
}

export interface LaunchRunnerOptions {
  /** Where the runner's own output goes; inherited when not given. */
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void;
  /** How long to wait for the server to be ready. */
  timeoutMs?: number;
  /** Cancels the start: the runner is asked to stop, and the promise rejects once it has exited. */
  signal?: AbortSignal;
  /** Flags for Node itself (V8's) in the runner process; the parent's own when not given. */
  execArgv?: string[];
}

/** Time a runner asked to stop during start-up gets before it is killed. */
const cancelGraceMs = 20_000;

/** A runner process, its output passed to `onOutput` (or shown as the parent's). */
function forkRunner(options: Pick<LaunchRunnerOptions, 'execArgv' | 'onOutput'>): ChildProcess {
  const child = fork(runnerScript(), [], {
    execArgv: options.execArgv ?? process.execArgv,
    stdio: options.onOutput
      ? ['ignore', 'pipe', 'pipe', 'ipc']
      : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (options.onOutput) {
    child.stdout?.on('data', (chunk: Buffer) => options.onOutput?.('stdout', chunk));
    child.stderr?.on('data', (chunk: Buffer) => options.onOutput?.('stderr', chunk));
  }
  return child;
}

/** Starts a runner process and sends it its server's options. */
export function launchRunner(
  request: RunnerRequest,
  options: LaunchRunnerOptions = {},
): Promise<RunningRunner> {
  const child = forkRunner(options);
  const exited = new Promise<RunnerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  return new Promise((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not become ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const cancel = () => {
      // SIGTERM lets the runner stop a server it is still starting; the exit below rejects.
      child.kill('SIGTERM');
      setTimeout(() => isRunning() && child.kill('SIGKILL'), cancelGraceMs).unref();
    };
    if (options.signal?.aborted) cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });

    child.once('message', (reply: RunnerReply) => {
      // A cancelled start ends when the runner has exited, whatever it answered meanwhile.
      if (options.signal?.aborted) return;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      if (reply.type !== 'ready') {
        reject(new Error(reply.type === 'failed' ? reply.message : 'the runner held no server'));
        return;
      }
      resolve({
        url: reply.url,
        child,
        exited,
        stop: async () => {
          if (isRunning()) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      reject(
        new Error(
          options.signal?.aborted
            ? 'start cancelled'
            : `exited during start-up (${signal ?? `code ${code}`})`,
        ),
      );
    });
    child.send(request);
  });
}

/** The compiled runner; tests that load this package from source still fork the built one. */
function runnerScript(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const packageRoot = path.resolve(here, '..', '..');
  const script = path.join(packageRoot, 'dist', 'runners', 'runner-main.js');
  if (!existsSync(script)) {
    throw new Error(
      `${script} is missing: build @portal/embedded-infra first (npx nx build @portal/embedded-infra)`,
    );
  }
  return script;
}

/**
 * Forks a runner for one job (`create-database`) and resolves once it has answered `done` and
 * exited; rejects with its reason otherwise.
 */
export function runRunnerJob(
  request: RunnerRequest & { type: 'create-database' },
  options: Omit<LaunchRunnerOptions, 'signal'> = {},
): Promise<void> {
  const child = forkRunner(options);
  return new Promise((resolve, reject) => {
    let answer: RunnerReply | undefined;
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('message', (reply: RunnerReply) => (answer = reply));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer?.type === 'done') resolve();
      else if (answer?.type === 'failed') reject(new Error(answer.message));
      else
        reject(new Error(`${request.type} ended without an answer (${signal ?? `code ${code}`})`));
    });
    child.send(request);
  });
}
