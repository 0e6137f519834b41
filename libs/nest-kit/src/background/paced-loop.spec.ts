import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PacedLoop, type LoopPace } from './paced-loop.js';

const pace: LoopPace = {
  batchSize: 10,
  pollIntervalMs: 1_000,
  firstBackoffMs: 100,
  maxBackoffMs: 500,
};

/** A loop whose rounds answer what `answers` holds in turn (a number taken, or an error thrown). */
function loopOf(answers: Array<number | Error>, extra: Partial<LoopPace> = {}) {
  const roundsAt: number[] = [];
  const failing: unknown[] = [];
  const recovered: number[] = [];
  const start = Date.now();
  const loop = new PacedLoop({
    pace: { ...pace, ...extra },
    round: async () => {
      roundsAt.push(Date.now() - start);
      const answer = answers.shift() ?? 0;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onFailing: (error) => failing.push(error),
    onRecovered: (ms) => recovered.push(ms),
  });
  return { loop, roundsAt, failing, recovered };
}

describe('PacedLoop', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts the next round at once after a full one, and waits the poll interval after one that was not', async () => {
    const { loop, roundsAt } = loopOf([10, 10, 3, 0]);
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(roundsAt).toEqual([0, 0, 0]);
    await jest.advanceTimersByTimeAsync(999);
    expect(roundsAt).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(roundsAt).toEqual([0, 0, 0, 1_000]);
    await loop.stop();
  });

  it('polls at its quiet pace once nothing has been found for a while, and at its own again after work; a wake is answered at once either way', async () => {
    const answers: number[] = [0, 0, 0, 0];
    const { loop, roundsAt } = loopOf(answers, {
      quiet: { afterMs: 2_500, pollIntervalMs: 30_000 },
    });
    loop.start();
    await jest.advanceTimersByTimeAsync(3_000);
    // 0, 1 and 2 s: found nothing for under 2.5 s; at 3 s for 3 s, so the next wait is 30 s.
    expect(roundsAt).toEqual([0, 1_000, 2_000, 3_000]);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(roundsAt).toHaveLength(4);
    answers.push(5);
    loop.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(roundsAt).toEqual([0, 1_000, 2_000, 3_000, 32_999]);
    // Work found: its own pace again, until nothing has been found for 2.5 s once more.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(roundsAt).toEqual([0, 1_000, 2_000, 3_000, 32_999, 33_999, 34_999, 35_999]);
    await loop.stop();
  });

  it('cuts the sleep short when woken, and looks again at once when woken during a round', async () => {
    let finishRound: (() => void) | undefined;
    const roundsAt: number[] = [];
    const loop = new PacedLoop({
      pace,
      round: () => {
        roundsAt.push(Date.now());
        return roundsAt.length === 2
          ? new Promise<number>((resolve) => (finishRound = () => resolve(1)))
          : Promise.resolve(0);
      },
    });
    loop.start();
    await jest.advanceTimersByTimeAsync(300);
    loop.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(roundsAt).toEqual([0, 300]);
    // Woken while the second round runs: what it did not see is looked for right after it.
    loop.wake();
    await jest.advanceTimersByTimeAsync(50);
    finishRound?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(roundsAt).toEqual([0, 300, 350]);
    await loop.stop();
  });

  it('backs off after failures, doubling up to the maximum, says so once, is not woken meanwhile, and tells how long it lasted', async () => {
    const outage = new Error('connect ECONNREFUSED');
    const { loop, roundsAt, failing, recovered } = loopOf([
      outage,
      outage,
      outage,
      outage,
      outage,
      0,
      0,
    ]);
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(loop.failuresInARow).toBe(1);
    loop.wake(); // does not cut the backoff
    await jest.advanceTimersByTimeAsync(99);
    expect(roundsAt).toEqual([0]);
    await jest.advanceTimersByTimeAsync(2_000);
    // Waits of 100, 200, 400, then 500 (the maximum), 500.
    expect(roundsAt).toEqual([0, 100, 300, 700, 1_200, 1_700]);
    expect(failing).toEqual([outage]);
    expect(recovered).toEqual([1_700]);
    expect(loop.failuresInARow).toBe(0);
    // Back to the poll interval, and a wake works again.
    loop.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(roundsAt).toEqual([0, 100, 300, 700, 1_200, 1_700, 2_099]);
    await loop.stop();
  });

  it('says so again for the next outage', async () => {
    const first = new Error('first outage');
    const second = new Error('second outage');
    const { loop, failing, recovered } = loopOf([first, 0, second, 0]);
    loop.start();
    await jest.advanceTimersByTimeAsync(100);
    loop.wake();
    await jest.advanceTimersByTimeAsync(100);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(failing).toEqual([first, second]);
    expect(recovered).toEqual([100, 100]);
    await loop.stop();
  });

  it('waits for the first round when told to', async () => {
    const { loop, roundsAt } = loopOf([0], { firstRoundAfterMs: 5_000 });
    loop.start();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(roundsAt).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(roundsAt).toEqual([5_000]);
    await loop.stop();
  });

  it('stops: ends the sleep at once, waits for the round in flight, and starts no other', async () => {
    const { loop, roundsAt } = loopOf([0]);
    loop.start();
    await jest.advanceTimersByTimeAsync(10);
    await loop.stop();
    expect(loop.isRunning).toBe(false);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(roundsAt).toEqual([0]);

    let finishRound: (() => void) | undefined;
    let finished = false;
    const busy = new PacedLoop({
      pace,
      round: () => new Promise<number>((resolve) => (finishRound = () => resolve(10))),
    });
    busy.start();
    await jest.advanceTimersByTimeAsync(0);
    const stopped = busy.stop().then(() => (finished = true));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(finished).toBe(false);
    finishRound?.();
    await stopped;
    expect(finished).toBe(true);
  });
});
