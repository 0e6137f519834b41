import { nextRetryDelayMs } from './retry-schedule.js';

describe('the retry schedule of an email', () => {
  const schedule = { maxAttempts: 5, firstDelayMs: 1_000, maxDelayMs: 5_000 };
  const noJitter = () => 0;

  it('doubles from the first delay, up to the cap, then gives up after the last try', () => {
    expect([1, 2, 3, 4].map((attempts) => nextRetryDelayMs(schedule, attempts, noJitter))).toEqual([
      1_000, 2_000, 4_000, 5_000,
    ]);
    expect(nextRetryDelayMs(schedule, 5, noJitter)).toBeUndefined();
  });

  it('adds at most a tenth at random, so emails that failed together come back apart', () => {
    expect(nextRetryDelayMs(schedule, 1, () => 0.999)).toBe(1_100);
  });
});
