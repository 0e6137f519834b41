import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunnerReply, RunnerRequest } from './protocol.js';

export interface RunningRunner {
  /** Connection URL of the server (postgres://… or http://…). */
  url: string;
  child: ChildProcess;
  /** Stops the server and waits for the runner to exit. */
  stop(): Promise<void>;
}

export interface LaunchRunnerOptions {
  /** Where the runner's own output goes; inherited when not given. */
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void;
  /** How long to wait for the server to be ready. */
  timeoutMs?: number;
}

/** Starts a runner process and sends it its server's options. */
export function launchRunner(
  request: RunnerRequest,
  options: LaunchRunnerOptions = {},
): Promise<RunningRunner> {
  const child = fork(runnerScript(), [], {
    stdio: options.onOutput
      ? ['ignore', 'pipe', 'pipe', 'ipc']
      : ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (options.onOutput) {
    child.stdout?.on('data', (chunk: Buffer) => options.onOutput?.('stdout', chunk));
    child.stderr?.on('data', (chunk: Buffer) => options.onOutput?.('stderr', chunk));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not become ready within ${(options.timeoutMs ?? 60_000) / 1000} s`));
    }, options.timeoutMs ?? 60_000);
    child.once('message', (reply: RunnerReply) => {
      clearTimeout(timer);
      if (reply.type === 'failed') {
        reject(new Error(reply.message));
        return;
      }
      resolve({
        url: reply.url,
        child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited during start-up (${signal ?? `code ${code}`})`));
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
