import { fork, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PartOutput } from '../output/part-output.js';
import { PartFailure } from './part-failure.js';

export interface NodePartOptions {
  script: string;
  args?: string[];
  env: NodeJS.ProcessEnv;
  output: PartOutput;
}

/**
 * One Node process of the portal (a service or the gateway). It is started with
 * an IPC channel: when the launcher dies, even by SIGKILL, the channel closes and the part
 * shuts itself down, so nothing is left running.
 */
export class NodePart {
  readonly child: ChildProcess;
  private readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private stopping = false;

  constructor(private readonly options: NodePartOptions) {
    this.child = fork(options.script, options.args ?? [], {
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => options.output.accept(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => options.output.accept(chunk));
    this.exit = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        options.output.flush();
        resolve({ code, signal });
      });
    });
  }

  get name(): string {
    return this.options.output.part;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Resolves when the process ends, for whatever reason. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.exit;
  }

  /** Polls `url` until it answers 200; rejects if the process ends first or time runs out. */
  async healthy(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    void this.exit.then((outcome) => (ended = outcome));
    while (Date.now() < deadline) {
      if (ended) throw this.failure(ended);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new PartFailure(
      this.name,
      `did not become healthy within ${timeoutMs / 1000} s`,
      this.options.output.tail.text(),
    );
  }

  /** Asks the process to stop (SIGTERM) and kills it if it has not after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const outcome = await Promise.race([this.exit, sleep(graceMs).then(() => 'timeout' as const)]);
    if (outcome === 'timeout') {
      this.child.kill('SIGKILL');
      await this.exit;
    }
  }

  private failure(outcome: { code: number | null; signal: NodeJS.Signals | null }): PartFailure {
    const how = outcome.signal
      ? `was stopped by ${outcome.signal}`
      : `exited with code ${outcome.code}`;
    return new PartFailure(this.name, how, this.options.output.tail.text());
  }
}
