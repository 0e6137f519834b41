import { setTimeout as sleep } from 'node:timers/promises';

/** One answer the probe got, or the error it got instead (`status` undefined). */
export interface ProbeResult {
  path: string;
  /** When the request was sent (Date.now()). */
  sentAt: number;
  status?: number;
  body: string;
}

export interface TrafficProbeOptions {
  /** Sent as `authorization: Bearer …` on every request, as the shell sends it. */
  token: string;
  /** Pause between two rounds. */
  intervalMs?: number;
  /** The probe stops by itself after this long, whatever happens to the test. */
  maxMs?: number;
}

/**
 * A client that keeps using the portal while a test breaks a part of it: each round asks every
 * path at once, then pauses. Every answer is kept, so the test can say afterwards which calls
 * failed, and when. Only the portal on this machine is called.
 */
export class TrafficProbe {
  readonly results: ProbeResult[] = [];
  private running = true;
  private readonly loop: Promise<void>;

  constructor(
    private readonly baseUrl: string,
    private readonly paths: string[],
    private readonly options: TrafficProbeOptions,
  ) {
    this.loop = this.run();
  }

  /** Stops after the round under way and answers everything recorded. */
  async stop(): Promise<ProbeResult[]> {
    this.running = false;
    await this.loop;
    return this.results;
  }

  /** Waits for an answer, sent at `since` or later, that satisfies `accept`. */
  async waitFor(
    accept: (result: ProbeResult) => boolean,
    { since, timeoutMs }: { since: number; timeoutMs: number },
  ): Promise<ProbeResult> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.results.find((result) => result.sentAt >= since && accept(result));
      if (found) return found;
      if (Date.now() > deadline || !this.running)
        throw new Error(`no answer as expected within ${timeoutMs / 1000} s`);
      await sleep(20);
    }
  }

  private async run(): Promise<void> {
    const stopAt = Date.now() + (this.options.maxMs ?? 60_000);
    while (this.running && Date.now() < stopAt) {
      const sentAt = Date.now();
      const round = await Promise.all(this.paths.map((path) => this.ask(path, sentAt)));
      this.results.push(...round);
      await sleep(this.options.intervalMs ?? 100);
    }
    this.running = false;
  }

  private async ask(path: string, sentAt: number): Promise<ProbeResult> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${this.options.token}` },
        signal: AbortSignal.timeout(5_000),
      });
      return { path, sentAt, status: response.status, body: await response.text() };
    } catch (error) {
      return { path, sentAt, body: String((error as Error).cause ?? error) };
    }
  }
}

/** A failed call: no answer at all, or a 5xx (the service could not be reached or broke). */
export function failed(result: ProbeResult): boolean {
  return result.status === undefined || result.status >= 500;
}
