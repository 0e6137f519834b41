/** Time and timers, injected so that tests of the restart waits need not wait. */
export interface Clock {
  now(): number;
  /** Calls `callback` after `ms`; the answer cancels it. */
  schedule(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
