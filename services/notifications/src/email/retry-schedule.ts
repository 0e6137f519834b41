/** How the tries of one email are spaced (EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_*_SECONDS). */
export interface RetrySchedule {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * The wait before the next try after `attemptsSoFar` failed tries (1 after the first failure):
 * doubling from `firstDelayMs`, capped at `maxDelayMs`, with up to a tenth added at random so a
 * burst of emails that failed together does not come back together. Undefined when the tries
 * are used up: the email is failed, for an admin to retry.
 */
export function nextRetryDelayMs(
  schedule: RetrySchedule,
  attemptsSoFar: number,
  random: () => number = Math.random,
): number | undefined {
  if (attemptsSoFar >= schedule.maxAttempts) return undefined;
  const base = Math.min(
    schedule.maxDelayMs,
    schedule.firstDelayMs * 2 ** Math.min(attemptsSoFar - 1, 30),
  );
  return Math.round(base * (1 + random() / 10));
}
