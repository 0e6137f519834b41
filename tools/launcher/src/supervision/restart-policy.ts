export interface RestartSettings {
  /** The wait before the first restart after a crash; it doubles with each restart after that. */
  firstDelayMs: number;
  /** The longest wait between two restarts. */
  maxDelayMs: number;
  /** A part that has been up this long has recovered: its next crash waits `firstDelayMs` again. */
  stableAfterMs: number;
  /** Restart attempts in a row that may fail to bring the part back before the portal stops. */
  maxFailedAttempts: number;
  /** How long a restarted part may take to become ready (a first start may take longer). */
  readyWithinMs: number;
}

export const defaultRestartSettings: RestartSettings = {
  firstDelayMs: 500,
  maxDelayMs: 8_000,
  stableAfterMs: 30_000,
  maxFailedAttempts: 5,
  readyWithinMs: 60_000,
};

export type RestartDecision =
  | {
      action: 'restart';
      delayMs: number;
      /** 1 for the first attempt after a crash */ attempt: number;
    }
  | { action: 'give-up'; failedAttempts: number };

/**
 * When to restart one part, and when to stop trying. Waits grow (0.5 s, 1 s, 2 s … 8 s) so a
 * part that crashes again and again does not take the machine's two cores; they start small
 * again once the part has stayed up for a while. A part that does not come back after
 * `maxFailedAttempts` attempts in a row will not come back by itself: the portal stops.
 */
export class RestartPolicy {
  /** Restarts since the part was last up for `stableAfterMs`: sets the next wait. */
  private restartsInARow = 0;
  /** Attempts since the crash that did not bring the part back. */
  private failedAttempts = 0;

  constructor(readonly settings: RestartSettings = defaultRestartSettings) {}

  /** The part stopped on its own after being up for `upForMs`. */
  afterCrash(upForMs: number): RestartDecision {
    if (upForMs >= this.settings.stableAfterMs) this.restartsInARow = 0;
    this.failedAttempts = 0;
    return this.nextRestart();
  }

  /** A restart attempt ended before the part was ready. */
  afterFailedAttempt(): RestartDecision {
    this.failedAttempts += 1;
    if (this.failedAttempts >= this.settings.maxFailedAttempts)
      return { action: 'give-up', failedAttempts: this.failedAttempts };
    return this.nextRestart();
  }

  private nextRestart(): RestartDecision {
    const delayMs = Math.min(
      this.settings.firstDelayMs * 2 ** this.restartsInARow,
      this.settings.maxDelayMs,
    );
    this.restartsInARow += 1;
    return { action: 'restart', delayMs, attempt: this.failedAttempts + 1 };
  }
}
