import { PartFailure } from '../src/parts/part-failure.js';
import type { PartExit, PartProcess, StartConditions } from '../src/parts/part-process.js';
import type { Clock } from '../src/supervision/clock.js';
import { RestartPolicy, defaultRestartSettings } from '../src/supervision/restart-policy.js';
import { SupervisedPart } from '../src/supervision/supervised-part.js';

/** Time that moves only when the test says so. */
class ManualClock implements Clock {
  private time = 0;
  private timers: Array<{ at: number; callback: () => void }> = [];

  now(): number {
    return this.time;
  }

  schedule(callback: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, callback };
    this.timers.push(timer);
    return () => (this.timers = this.timers.filter((other) => other !== timer));
  }

  /** The waits scheduled, in ms from now. */
  get pending(): number[] {
    return this.timers.map((timer) => timer.at - this.time);
  }

  /** Moves time on, firing what falls due, and lets the promises they started settle. */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const next = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((timer) => timer !== next);
      this.time = next.at;
      next.callback();
      await settle();
    }
    this.time = until;
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A process of the part, ended by the test: `crash()` is kill -9, `stop()` a clean stop. */
class FakeProcess implements PartProcess {
  readonly ended: Promise<PartExit>;
  stopped = false;
  private end!: (exit: PartExit) => void;

  constructor(readonly pid: number) {
    this.ended = new Promise((resolve) => (this.end = resolve));
  }

  crash(signal: NodeJS.Signals = 'SIGKILL'): void {
    this.end({ code: null, signal });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.end({ code: 0, signal: null });
  }
}

/**
 * The part's starts, as the test scripts them: each one is ready at once with a new process,
 * unless the test queued a failure (or a start that hangs until it is cancelled).
 */
class ScriptedStarts {
  readonly processes: FakeProcess[] = [];
  readonly conditions: StartConditions[] = [];
  private readonly script: Array<'fail' | 'hang'> = [];

  failNext(times: number): void {
    for (let time = 0; time < times; time += 1) this.script.push('fail');
  }

  hangNext(): void {
    this.script.push('hang');
  }

  get count(): number {
    return this.conditions.length;
  }

  get latest(): FakeProcess {
    return this.processes.at(-1)!;
  }

  readonly start = async (conditions: StartConditions): Promise<FakeProcess> => {
    this.conditions.push(conditions);
    const next = this.script.shift();
    if (next === 'fail') throw new PartFailure('grants', 'exited with code 1', 'no database');
    if (next === 'hang') {
      await new Promise((resolve) => conditions.signal.addEventListener('abort', resolve));
      throw new PartFailure('grants', 'start cancelled');
    }
    const started = new FakeProcess(100 + this.processes.length);
    this.processes.push(started);
    return started;
  };
}

describe('SupervisedPart', () => {
  let clock: ManualClock;
  let starts: ScriptedStarts;
  let lines: string[];
  let comebacks: number;
  let givenUp: PartFailure[];
  let part: SupervisedPart<FakeProcess>;

  beforeEach(() => {
    clock = new ManualClock();
    starts = new ScriptedStarts();
    lines = [];
    comebacks = 0;
    givenUp = [];
    part = new SupervisedPart({
      name: 'grants',
      start: starts.start,
      firstStartWithinMs: 120_000,
      policy: new RestartPolicy(defaultRestartSettings),
      clock,
      say: (line) => lines.push(line),
      onBack: () => (comebacks += 1),
      onGiveUp: (failure) => givenUp.push(failure),
    });
  });

  /** Crashes the running process and lets the part notice. */
  const crash = async (signal?: NodeJS.Signals) => {
    starts.latest.crash(signal);
    await settle();
  };

  it('restarts a part that died 0.5 s later, and says so in two lines', async () => {
    await part.start();
    expect(part.pid).toBe(100);

    await crash('SIGKILL');
    expect(lines).toEqual(['grants exited unexpectedly (SIGKILL); restarting in 0.5 s']);
    expect(part.pid).toBeUndefined();

    await clock.advance(499);
    expect(starts.count).toBe(1);
    await clock.advance(1);
    expect(starts.count).toBe(2);
    expect(part.pid).toBe(101);
    expect(lines[1]).toBe('grants is back (pid 101, down 0.5 s)');
    expect(comebacks).toBe(1);
    // A restart may take less time than a first start, which may create a database.
    expect(starts.conditions.map((conditions) => conditions.readyWithinMs)).toEqual([
      120_000, 60_000,
    ]);
  });

  it('waits twice as long after each crash in a row, up to 8 s, and 0.5 s again after a stable run', async () => {
    await part.start();
    const waits: number[] = [];
    for (let crashes = 0; crashes < 6; crashes += 1) {
      await clock.advance(1_000);
      await crash();
      waits.push(...clock.pending);
      await clock.advance(clock.pending[0]);
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000]);

    await clock.advance(30_000);
    await crash();
    expect(clock.pending).toEqual([500]);
  });

  it('gives up after 5 attempts in a row that fail, with the last reason and output', async () => {
    await part.start();
    starts.failNext(5);
    await crash('SIGSEGV');
    for (const wait of [500, 1_000, 2_000, 4_000, 8_000]) {
      expect(givenUp).toEqual([]);
      expect(clock.pending).toEqual([wait]);
      await clock.advance(wait);
    }

    expect(starts.count).toBe(6);
    expect(clock.pending).toEqual([]);
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0].message).toBe(
      'grants did not come back after 5 attempts: exited with code 1',
    );
    expect(givenUp[0].lastOutput).toBe('no database');
    expect(lines).toEqual([
      'grants exited unexpectedly (SIGSEGV); restarting in 0.5 s',
      'grants did not come back (exited with code 1); restarting in 1 s (attempt 2)',
      'grants did not come back (exited with code 1); restarting in 2 s (attempt 3)',
      'grants did not come back (exited with code 1); restarting in 4 s (attempt 4)',
      'grants did not come back (exited with code 1); restarting in 8 s (attempt 5)',
    ]);
  });

  it('leaves a failed first start to the caller: nothing is restarted', async () => {
    starts.failNext(1);
    await expect(part.start()).rejects.toThrow('grants exited with code 1');
    await clock.advance(60_000);
    expect(starts.count).toBe(1);
    expect(givenUp).toEqual([]);
  });

  it('does not restart a part that exits once a shutdown has begun', async () => {
    await part.start();
    part.holdRestarts();
    await crash('SIGINT');
    await clock.advance(60_000);
    expect(starts.count).toBe(1);
    expect(lines).toEqual([]);
  });

  it('stops the running process', async () => {
    await part.start();
    await part.stop();
    expect(starts.latest.stopped).toBe(true);
    expect(lines).toEqual([]);
  });

  it('cancels a pending restart on stop', async () => {
    await part.start();
    await crash();
    expect(clock.pending).toEqual([500]);

    await part.stop();
    expect(clock.pending).toEqual([]);
    await clock.advance(60_000);
    expect(starts.count).toBe(1);
  });

  it('cancels a restart under way on stop, and waits for it to end', async () => {
    await part.start();
    starts.hangNext();
    await crash();
    await clock.advance(500);
    expect(starts.count).toBe(2);

    await part.stop();
    expect(starts.conditions[1].signal.aborted).toBe(true);
    expect(givenUp).toEqual([]);
    expect(lines).toEqual(['grants exited unexpectedly (SIGKILL); restarting in 0.5 s']);
  });
});
