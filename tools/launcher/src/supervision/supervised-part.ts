import { PartFailure } from '../parts/part-failure.js';
import {
  describeExit,
  type PartExit,
  type PartProcess,
  type PartStarter,
} from '../parts/part-process.js';
import { systemClock, type Clock } from './clock.js';
import { RestartPolicy, type RestartDecision } from './restart-policy.js';

export interface SupervisedPartOptions<Process extends PartProcess> {
  name: string;
  start: PartStarter<Process>;
  /** How long the first start may take (a first start may create a database, migrate…). */
  firstStartWithinMs: number;
  policy?: RestartPolicy;
  clock?: Clock;
  /** Writes one of the launcher's own lines ("grants is back …"). */
  say: (line: string) => void;
  /** The part is running again, under a new pid. */
  onBack?: () => void;
  /** The part did not come back: the portal must stop. */
  onGiveUp: (failure: PartFailure) => void;
}

/**
 * One part of the portal and the process that currently runs it. A failed first start is
 * thrown to the caller (the portal does not start). Once it has started, a process that ends on
 * its own is replaced, on the same port, after the policy's wait; if it cannot be brought back,
 * `onGiveUp` says why. `stop()` ends it all, including a restart that is pending or under way.
 */
export class SupervisedPart<Process extends PartProcess = PartProcess> {
  private current: PartProcess | undefined;
  private upSince = 0;
  private downSince = 0;
  private stopping = false;
  private readonly cancelStarts = new AbortController();
  private cancelPendingRestart: (() => void) | undefined;
  private restartUnderWay: Promise<void> | undefined;
  private readonly policy: RestartPolicy;
  private readonly clock: Clock;

  constructor(private readonly options: SupervisedPartOptions<Process>) {
    this.policy = options.policy ?? new RestartPolicy();
    this.clock = options.clock ?? systemClock;
  }

  get name(): string {
    return this.options.name;
  }

  /** The pid of the running process; undefined while the part is down. */
  get pid(): number | undefined {
    return this.current?.pid;
  }

  /** The first start: resolves with the ready process, rejects with a `PartFailure` otherwise. */
  async start(): Promise<Process> {
    const started = await this.options.start({
      readyWithinMs: this.options.firstStartWithinMs,
      signal: this.cancelStarts.signal,
    });
    this.watch(started);
    return started;
  }

  /** Stops restarting at once: a shutdown has begun, and parts may already be exiting. */
  holdRestarts(): void {
    this.stopping = true;
    this.cancelPendingRestart?.();
    this.cancelPendingRestart = undefined;
    this.cancelStarts.abort();
  }

  /** Stops the part, whatever it is doing: running, waiting to restart, or restarting. */
  async stop(): Promise<void> {
    this.holdRestarts();
    await this.restartUnderWay;
    await this.current?.stop();
  }

  private watch(process: PartProcess): void {
    this.current = process;
    this.upSince = this.clock.now();
    void process.ended.then((exit) => this.afterExit(process, exit));
  }

  private afterExit(process: PartProcess, exit: PartExit): void {
    if (this.stopping || process !== this.current) return;
    this.current = undefined;
    this.downSince = this.clock.now();
    const decision = this.policy.afterCrash(this.downSince - this.upSince);
    this.follow(decision, `exited unexpectedly (${describeExit(exit)})`);
  }

  private follow(decision: RestartDecision, what: string, failure?: PartFailure): void {
    if (decision.action === 'give-up') {
      this.options.onGiveUp(
        new PartFailure(
          this.name,
          `did not come back after ${decision.failedAttempts} attempts: ${failure?.reason ?? what}`,
          failure?.lastOutput,
        ),
      );
      return;
    }
    const attempt = decision.attempt > 1 ? ` (attempt ${decision.attempt})` : '';
    this.options.say(`${this.name} ${what}; restarting in ${seconds(decision.delayMs)}${attempt}`);
    this.cancelPendingRestart = this.clock.schedule(() => {
      this.cancelPendingRestart = undefined;
      this.restartUnderWay = this.restart()
        .catch((error: unknown) =>
          this.options.say(`${this.name} could not be restarted: ${(error as Error).message}`),
        )
        .finally(() => (this.restartUnderWay = undefined));
    }, decision.delayMs);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    let started: PartProcess;
    try {
      started = await this.options.start({
        readyWithinMs: this.policy.settings.readyWithinMs,
        signal: this.cancelStarts.signal,
      });
    } catch (error) {
      if (this.stopping) return;
      const failure =
        error instanceof PartFailure ? error : new PartFailure(this.name, (error as Error).message);
      this.follow(
        this.policy.afterFailedAttempt(),
        // The reason may carry the part's last lines; they are shown if the portal gives up.
        `did not come back (${failure.reason.split('\n')[0]})`,
        failure,
      );
      return;
    }
    if (this.stopping) {
      await started.stop();
      return;
    }
    this.watch(started);
    const downFor = seconds(this.clock.now() - this.downSince);
    this.options.say(`${this.name} is back (pid ${started.pid}, down ${downFor})`);
    this.options.onBack?.();
  }
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
