import { standIn, testSubject } from '@portal/nest-kit/testing';
import type { EntityManager } from 'typeorm';
import { Clock } from '../clock.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { SignInLimits, type SignInAttempt, type SignInSubjects } from './sign-in-limits.service.js';
import { SignInRefused } from './sign-in-refused.js';
import { ThrottledAttemptsRepository } from './throttled-attempts.repository.js';

/** The attempts table in memory: the rules are tested here; the SQL in test/sign-in-abuse.spec.ts. */
class AttemptsInMemory implements Partial<ThrottledAttemptsRepository> {
  private rows: Array<{ id: string; subject: string; at: Date }> = [];
  private nextId = 1;

  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work({} as EntityManager);
  }
  async lockSubjects(): Promise<void> {}
  async timesAfter(subject: string, after: Date): Promise<Date[]> {
    return this.rows
      .filter((row) => row.subject === subject && row.at > after)
      .map((row) => row.at)
      .sort((a, b) => a.getTime() - b.getTime());
  }
  async add(subjects: string[], at: Date): Promise<string[]> {
    return subjects.map((subject) => {
      const id = String(this.nextId++);
      this.rows.push({ id, subject, at });
      return id;
    });
  }
  async removeSignInsUntil(before: Date): Promise<void> {
    this.rows = this.rows.filter(
      (row) => !(row.at <= before && row.subject.startsWith('sign-in/')),
    );
  }
  async remove(ids: readonly string[], subjects: readonly string[] = []): Promise<void> {
    this.rows = this.rows.filter((row) => !ids.includes(row.id) && !subjects.includes(row.subject));
  }
  async removeSubjectAndPrefix(subject: string, prefix: string): Promise<void> {
    this.rows = this.rows.filter(
      (row) => row.subject !== subject && !row.subject.startsWith(prefix),
    );
  }
}

const limitsOf = (config: Partial<IdentityConfig>) => {
  const clock = { at: new Date('2026-03-02T10:00:00Z') };
  const sut = testSubject(
    SignInLimits,
    standIn(ThrottledAttemptsRepository, new AttemptsInMemory()),
    standIn(IDENTITY_CONFIG, {
      SIGN_IN_WINDOW_MINUTES: 15,
      SIGN_IN_LOCK_AFTER_FAILURES: 5,
      SIGN_IN_DELAY_AFTER_FAILURES: 100,
      SIGN_IN_DELAY_MAX_SECONDS: 60,
      SIGN_IN_ADDRESS_FAILURES: 1000,
      ...config,
    }),
    standIn(Clock, { now: () => clock.at }),
  );
  const later = (seconds: number) => {
    clock.at = new Date(clock.at.getTime() + seconds * 1000);
  };
  return { sut, later };
};

const from = (address: string): SignInSubjects => ({ account: 'account-hash', address });

/** The refusal `work` ends with (every failed sign-in ends with one). */
async function refusal(work: Promise<unknown>): Promise<SignInRefused> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SignInRefused))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

async function failOnce(sut: SignInLimits, subjects: SignInSubjects): Promise<SignInRefused> {
  const attempt: SignInAttempt = await sut.begin(subjects);
  return refusal(sut.failed(attempt));
}

describe('SignInLimits (decisions §5)', () => {
  it('pauses one account at one address after SIGN_IN_LOCK_AFTER_FAILURES failures, for the rest of the window, and only there', async () => {
    const { sut, later } = limitsOf({ SIGN_IN_LOCK_AFTER_FAILURES: 5 });
    for (let i = 0; i < 5; i++) await failOnce(sut, from('school'));
    later(60);

    const paused = await refusal(sut.begin(from('school')));
    expect(paused.code).toBe('auth.too_many_attempts');
    expect(paused.retryAfterSeconds).toBe(14 * 60);
    // The same account from another address (the owner at home) is not paused.
    await expect(sut.begin(from('home'))).resolves.toMatchObject({ subjects: from('home') });

    later(14 * 60);
    await expect(sut.begin(from('school'))).resolves.toMatchObject({ subjects: from('school') });
  });

  it('says how many attempts are left from the third failure on', async () => {
    const { sut } = limitsOf({ SIGN_IN_LOCK_AFTER_FAILURES: 5 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await failOnce(sut, from('school')));
    expect(answers.map((answer) => answer.code)).toEqual(Array(5).fill('auth.invalid_credentials'));
    expect(answers.map((answer) => answer.attemptsLeft)).toEqual([undefined, undefined, 2, 1, 0]);
    expect(answers[4].message).toContain('This sign-in is now paused for 15 minutes');
  });

  it('makes the account wait 2, then 4 seconds after SIGN_IN_DELAY_AFTER_FAILURES failures, from any address', async () => {
    const { sut, later } = limitsOf({ SIGN_IN_DELAY_AFTER_FAILURES: 3 });
    for (const address of ['a', 'b', 'c']) await failOnce(sut, from(address));

    expect((await refusal(sut.begin(from('d')))).retryAfterSeconds).toBe(2);
    later(2);
    await failOnce(sut, from('d'));
    expect((await refusal(sut.begin(from('e')))).retryAfterSeconds).toBe(4);
  });

  it('gives a right password its attempt back and forgives the account at that address', async () => {
    const { sut } = limitsOf({ SIGN_IN_LOCK_AFTER_FAILURES: 5 });
    for (let i = 0; i < 4; i++) await failOnce(sut, from('school'));
    await sut.succeeded(await sut.begin(from('school')));

    // Counted from nothing again: a first failure tells no count, and five more are allowed.
    expect((await failOnce(sut, from('school'))).attemptsLeft).toBeUndefined();
    for (let i = 0; i < 4; i++) await failOnce(sut, from('school'));
    expect((await refusal(sut.begin(from('school')))).code).toBe('auth.too_many_attempts');
  });
});
