import { RestartPolicy, defaultRestartSettings } from '../src/supervision/restart-policy.js';

describe('RestartPolicy', () => {
  const settings = defaultRestartSettings;

  it('waits 0.5 s after a crash, twice as long after each crash in a row, at most 8 s', () => {
    const policy = new RestartPolicy(settings);
    const waits = Array.from({ length: 7 }, () => policy.afterCrash(1_000));
    expect(waits.map((decision) => decision.action === 'restart' && decision.delayMs)).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('waits 0.5 s again once the part has stayed up for 30 s', () => {
    const policy = new RestartPolicy(settings);
    for (let crash = 0; crash < 4; crash += 1) policy.afterCrash(1_000);
    expect(policy.afterCrash(29_999)).toMatchObject({ delayMs: 8_000 });
    expect(policy.afterCrash(30_000)).toMatchObject({ action: 'restart', delayMs: 500 });
  });

  it('gives up when 5 attempts in a row have not brought the part back', () => {
    const policy = new RestartPolicy(settings);
    const decisions = [policy.afterCrash(60_000)];
    for (let failed = 0; failed < 5; failed += 1) decisions.push(policy.afterFailedAttempt());
    expect(decisions).toEqual([
      { action: 'restart', delayMs: 500, attempt: 1 },
      { action: 'restart', delayMs: 1_000, attempt: 2 },
      { action: 'restart', delayMs: 2_000, attempt: 3 },
      { action: 'restart', delayMs: 4_000, attempt: 4 },
      { action: 'restart', delayMs: 8_000, attempt: 5 },
      { action: 'give-up', failedAttempts: 5 },
    ]);
  });

  it('counts failed attempts from the last time the part came back', () => {
    const policy = new RestartPolicy(settings);
    policy.afterCrash(60_000);
    for (let failed = 0; failed < 4; failed += 1) policy.afterFailedAttempt();
    // It came back, then crashed again: four more failures are not yet the end.
    policy.afterCrash(1_000);
    for (let failed = 0; failed < 4; failed += 1)
      expect(policy.afterFailedAttempt()).toMatchObject({ action: 'restart' });
    expect(policy.afterFailedAttempt()).toEqual({ action: 'give-up', failedAttempts: 5 });
  });
});
