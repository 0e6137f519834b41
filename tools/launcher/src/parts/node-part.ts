import { fork, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { plainRequest } from '@portal/http-kit';
import type { PartOutput } from '../output/part-output.js';
import { PartFailure } from './part-failure.js';
import type { PartExit, PartProcess, StartConditions } from './part-process.js';

export interface NodePartOptions {
  script: string;
  args?: string[];
  /** Flags for Node itself (V8's), before the script; the launcher's own when not given. */
  execArgv?: string[];
  env: NodeJS.ProcessEnv;
  output: PartOutput;
  /** Polled until it answers: the part is ready. */
  readyUrl: string;
  /** Which answers of `readyUrl` mean ready; any 2xx when not given. */
  isReadyStatus?: (status: number) => boolean;
}

/**
 * Starts one Node process of the portal (a service or the gateway) and resolves once it is
 * ready. A part that ends, does not become ready in time, or whose start is cancelled, is
 * stopped and the promise rejects with the reason.
 */
export async function startNodePart(
  options: NodePartOptions,
  conditions: StartConditions,
): Promise<NodePart> {
  const part = new NodePart(options);
  try {
    await part.ready(conditions);
    return part;
  } catch (error) {
    await part.stop();
    throw error;
  }
}

/**
 * One Node process of the portal. It is started with an IPC channel: when the launcher dies,
 * even by SIGKILL, the channel closes and the part shuts itself down, so nothing is left running.
 */
export class NodePart implements PartProcess {
  readonly child: ChildProcess;
  readonly ended: Promise<PartExit>;

  constructor(private readonly options: NodePartOptions) {
    this.child = fork(options.script, options.args ?? [], {
      env: options.env,
      execArgv: options.execArgv ?? process.execArgv,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => options.output.accept(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => options.output.accept(chunk));
    this.ended = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        options.output.flush();
        resolve({ code, signal });
      });
    });
  }

  get name(): string {
    return this.options.output.part;
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** Polls the ready URL; rejects if the process ends first, time runs out or the start is cancelled. */
  async ready({ readyWithinMs, signal }: StartConditions): Promise<void> {
    const isReady =
      this.options.isReadyStatus ?? ((status: number) => status >= 200 && status < 300);
    const deadline = Date.now() + readyWithinMs;
    let ended: PartExit | undefined;
    void this.ended.then((outcome) => (ended = outcome));
    while (Date.now() < deadline) {
      if (ended) throw this.failure(ended);
      if (signal.aborted) throw new PartFailure(this.name, 'start cancelled');
      try {
        // node:http, not fetch, which would load undici into the launcher for good (11 MiB).
        const { status } = await plainRequest(this.options.readyUrl, { timeoutMs: 1_000 });
        if (isReady(status)) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new PartFailure(
      this.name,
      `did not become healthy within ${readyWithinMs / 1000} s`,
      this.options.output.tail.text(),
    );
  }

  /** Asks the process to stop (SIGTERM) and kills it if it has not after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const outcome = await Promise.race([
      this.ended,
      sleep(graceMs, 'timeout' as const, { ref: false }),
    ]);
    if (outcome === 'timeout') {
      this.child.kill('SIGKILL');
      await this.ended;
    }
  }

  private failure(outcome: PartExit): PartFailure {
    const how = outcome.signal
      ? `was stopped by ${outcome.signal}`
      : `exited with code ${outcome.code}`;
    return new PartFailure(this.name, how, this.options.output.tail.text());
  }
}
