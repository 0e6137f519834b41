import { Inject, Injectable } from '@nestjs/common';
import { attemptsLeftShownFrom } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { Clock } from '../clock.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { SignInRefused } from './sign-in-refused.js';
import { ThrottledAttemptsRepository } from './throttled-attempts.repository.js';

/** Who is signing in, as the limits count them: keyed hashes, never an email or an address. */
export interface SignInSubjects {
  /** The email's lookup hash: an email without an account counts exactly like one with. */
  account: string;
  address: string;
}

/** An attempt taken before the password check: its rows, given back if it did not fail. */
export interface SignInAttempt {
  subjects: SignInSubjects;
  rowIds: string[];
}

/** The message of a wrong password (and of an email with no account: the same). */
export const invalidCredentialsMessage = 'Invalid email or password';

const forgotPasswordHint = 'To get in now, use “Forgot your password?”.';

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/**
 * The limits on failed sign-ins of decisions §5 (revised), so that a shared connection (a band
 * office, a school, a library, a rural provider's address) never locks out everyone behind it:
 *
 * - one account from one address: after SIGN_IN_LOCK_AFTER_FAILURES failures in the window, that
 *   pair gets 429 for the rest of the window; other members at the address are not touched;
 * - one account from anywhere: after SIGN_IN_DELAY_AFTER_FAILURES failures, each further attempt
 *   waits 2, 4, 8… seconds after the last (at most SIGN_IN_DELAY_MAX_SECONDS): someone failing
 *   from ten addresses slows the account down but can never lock its owner out;
 * - one address, all accounts: only failures count, and past SIGN_IN_ADDRESS_FAILURES a wrong
 *   password from it is answered 429; a right one still signs in.
 *
 * The first two are checked *before* the password, in a short transaction holding a lock on the
 * pair and on the account, and the attempt is written as a failure then: simultaneous guesses
 * are counted one after the other, and only as many as the limits allow reach the (costly)
 * password check. A right password gives its attempt back. A reset link (or a right password)
 * clears the account's delay; a right password clears only its own address's pause, so that a
 * pause someone caused elsewhere stays until its window passes (or the reset link clears it).
 * Every count lives in the database, so that every replica of identity sees the same.
 */
@Injectable()
export class SignInLimits {
  private readonly windowMs: number;

  constructor(
    private readonly attempts: ThrottledAttemptsRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {
    this.windowMs = config.SIGN_IN_WINDOW_MINUTES * 60_000;
  }

  /**
   * Refuses an attempt for a paused pair or a delayed account (429, with Retry-After);
   * otherwise writes it down as a failure until the password check says otherwise.
   */
  async begin(subjects: SignInSubjects): Promise<SignInAttempt> {
    const now = this.clock.now();
    const pair = pairSubject(subjects);
    const account = accountSubject(subjects.account);
    return this.attempts.transaction(async (manager) => {
      // Locks on the pair and the account while it counts and writes: guesses take turns.
      await this.attempts.lockSubjects([account, pair], manager);
      const windowStart = new Date(now.getTime() - this.windowMs);

      const pairFailures = await this.attempts.timesAfter(pair, windowStart, manager);
      const lockAfter = this.config.SIGN_IN_LOCK_AFTER_FAILURES;
      if (pairFailures.length >= lockAfter) {
        // Paused until enough of its failures have left the window.
        const freeAt = pairFailures[pairFailures.length - lockAfter].getTime() + this.windowMs;
        const seconds = secondsUntil(freeAt, now);
        throw new SignInRefused(
          'auth.too_many_attempts',
          `Too many failed sign-in attempts. This sign-in is paused for ${minutesText(Math.ceil(seconds / 60))}. ${forgotPasswordHint}`,
          { retryAfterSeconds: seconds },
        );
      }

      const accountFailures = await this.attempts.timesAfter(account, windowStart, manager);
      const wait = this.delayAfter(accountFailures.length);
      const last = accountFailures.at(-1);
      if (wait > 0 && last && last.getTime() + wait * 1000 > now.getTime()) {
        const seconds = secondsUntil(last.getTime() + wait * 1000, now);
        throw new SignInRefused(
          'auth.too_many_attempts',
          `Several sign-ins to this account have failed. Please wait ${secondsText(seconds)} and try again.`,
          { retryAfterSeconds: seconds },
        );
      }

      const rowIds = await this.attempts.add([pair, account], now, manager);
      // Sign-in attempts past the window count for nothing; dropping them keeps the table small.
      await this.attempts.removeSignInsUntil(windowStart, manager);
      return { subjects, rowIds };
    });
  }

  /** The password was right: the attempt did not fail, and the account is forgiven here. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.attempts.remove(attempt.rowIds, [
      pairSubject(attempt.subjects),
      accountSubject(attempt.subjects.account),
    ]);
  }

  /** The password was never checked (the portal was too busy): not a guess either. */
  async notChecked(attempt: SignInAttempt): Promise<void> {
    await this.attempts.remove(attempt.rowIds);
  }

  /**
   * The password was wrong: the attempt stays a failure, the address counts one more, and the
   * answer says how many attempts are left from the third failure on.
   */
  async failed(attempt: SignInAttempt): Promise<never> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - this.windowMs);
    const address = addressSubject(attempt.subjects.address);
    await this.attempts.add([address], now);
    const addressFailures = await this.attempts.timesAfter(address, windowStart);
    const addressLimit = this.config.SIGN_IN_ADDRESS_FAILURES;
    if (addressFailures.length > addressLimit) {
      const freeAt =
        addressFailures[addressFailures.length - addressLimit].getTime() + this.windowMs;
      const seconds = secondsUntil(freeAt, now);
      throw new SignInRefused(
        'auth.too_many_attempts',
        `Too many failed sign-ins from your network. Please wait ${minutesText(Math.ceil(seconds / 60))} and try again, or use “Forgot your password?”.`,
        { retryAfterSeconds: seconds },
      );
    }

    const failures = (await this.attempts.timesAfter(pairSubject(attempt.subjects), windowStart))
      .length;
    if (failures < attemptsLeftShownFrom)
      throw new SignInRefused('auth.invalid_credentials', invalidCredentialsMessage);
    const attemptsLeft = Math.max(0, this.config.SIGN_IN_LOCK_AFTER_FAILURES - failures);
    const window = minutesText(this.config.SIGN_IN_WINDOW_MINUTES);
    const message =
      attemptsLeft === 0
        ? `${invalidCredentialsMessage}. This sign-in is now paused for ${window}. ${forgotPasswordHint}`
        : `${invalidCredentialsMessage}. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left before this sign-in is paused for ${window}.`;
    throw new SignInRefused('auth.invalid_credentials', message, { attemptsLeft });
  }

  /**
   * Clears every limit of this account (its delay, and its pause at every address), in the
   * caller's transaction: a reset link proves its holder, whoever failed before.
   */
  async clearAccount(accountKey: string, manager: EntityManager): Promise<void> {
    await this.attempts.removeSubjectAndPrefix(
      accountSubject(accountKey),
      `sign-in/pair/${accountKey}/`,
      manager,
    );
  }

  /** Seconds to wait after the last failure, with `failures` for the account in the window. */
  private delayAfter(failures: number): number {
    const over = failures - this.config.SIGN_IN_DELAY_AFTER_FAILURES;
    if (over < 0) return 0;
    // 2^(over + 1), computed without overflowing for a large count.
    const max = this.config.SIGN_IN_DELAY_MAX_SECONDS;
    return over >= 30 ? max : Math.min(max, 2 ** (over + 1));
  }
}

function pairSubject(subjects: SignInSubjects): string {
  return `sign-in/pair/${subjects.account}/${subjects.address}`;
}

function accountSubject(account: string): string {
  return `sign-in/account/${account}`;
}

function addressSubject(address: string): string {
  return `sign-in/address/${address}`;
}

function secondsUntil(moment: number, now: Date): number {
  return Math.max(1, Math.ceil((moment - now.getTime()) / 1000));
}
