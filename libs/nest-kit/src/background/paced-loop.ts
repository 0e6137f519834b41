/** How a paced loop goes: when it looks again, and how long it waits after a failure. */
export interface LoopPace {
  /**
   * What one round takes at most: a round that took this many leaves more behind, and the next
   * starts at once. (Infinity for a loop whose rounds take everything due.)
   */
  batchSize: number;
  /** The wait after a round that was not full, unless woken. */
  pollIntervalMs: number;
  /** The wait after the first failed round; doubled at each failure in a row, up to `maxBackoffMs`. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** The wait before the first round after `start()`; none by default. */
  firstRoundAfterMs?: number;
  /**
   * Once no round has found anything for `afterMs`, the loop polls every `pollIntervalMs` of
   * its own (a wake still starts a round at once). A poll longer than the database pool's idle
   * timeout (10 s) lets the pool close the connection each poll would otherwise keep open, about
   * 3 MiB of a PostgreSQL backend per loop on a quiet server.
   */
  quiet?: { afterMs: number; pollIntervalMs: number };
}

export interface PacedLoopOptions {
  pace: LoopPace;
  /** One round of the work; answers how much it took (compared with `pace.batchSize`). */
  round: () => Promise<number>;
  /** Told once when rounds start failing (not at each failure of an outage), with the error. */
  onFailing?: (error: unknown) => void;
  /** Told when a round succeeds after failures, with how long they lasted. */
  onRecovered?: (outageMs: number) => void;
}

/**
 * A background loop that works in rounds, for the services' outbox relays and email sender: a
 * round that was full is followed by the next at once; otherwise the loop sleeps the poll
 * interval, which `wake()` cuts short (something new is due). After a failed round it waits
 * `firstBackoffMs`, doubling at each failure in a row up to `maxBackoffMs`, and a wake does not
 * cut that wait (whatever failed is given its time to come back). `stop()` ends the sleep and
 * waits for the round in flight, so that a service stops its loops before its database pool.
 */
export class PacedLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private interruptSleep: (() => void) | undefined;
  private failures = 0;
  private outageSince: number | undefined;
  private lastWorkAt = 0;

  constructor(private readonly options: PacedLoopOptions) {}

  /** True from `start()` until `stop()`: a long round checks it to end early. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Failed rounds in a row (0 when the last round succeeded). */
  get failuresInARow(): number {
    return this.failures;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Ends the sleep, and resolves once the round in flight (if any) has finished. */
  async stop(): Promise<void> {
    this.running = false;
    this.interruptSleep?.();
    await this.loop;
  }

  /** Something new is due: start the next round now, unless the last one failed (then keep the pace). */
  wake(): void {
    this.wakeRequested = true;
    if (this.failures === 0) this.interruptSleep?.();
  }

  private async run(): Promise<void> {
    this.lastWorkAt = Date.now();
    await this.sleep(this.options.pace.firstRoundAfterMs ?? 0);
    while (this.running) {
      this.wakeRequested = false;
      let wait: number;
      try {
        const took = await this.options.round();
        this.succeeded();
        if (took > 0) this.lastWorkAt = Date.now();
        if (took >= this.options.pace.batchSize) continue;
        wait = this.wakeRequested ? 0 : this.pollInterval();
      } catch (error) {
        wait = this.failed(error);
      }
      await this.sleep(wait);
    }
  }

  /** The poll interval, or the quiet one once nothing has been found for a while. */
  private pollInterval(): number {
    const { pollIntervalMs, quiet } = this.options.pace;
    return quiet && Date.now() - this.lastWorkAt >= quiet.afterMs
      ? quiet.pollIntervalMs
      : pollIntervalMs;
  }

  /** The wait before the next round: doubling from `firstBackoffMs`, capped. */
  private failed(error: unknown): number {
    this.failures += 1;
    if (this.outageSince === undefined) {
      this.outageSince = Date.now();
      this.options.onFailing?.(error);
    }
    const { firstBackoffMs, maxBackoffMs } = this.options.pace;
    return Math.min(maxBackoffMs, firstBackoffMs * 2 ** Math.min(this.failures - 1, 16));
  }

  private succeeded(): void {
    if (this.outageSince !== undefined) this.options.onRecovered?.(Date.now() - this.outageSince);
    this.failures = 0;
    this.outageSince = undefined;
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.interruptSleep = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.interruptSleep = finish;
    });
  }
}
