import { z } from 'zod';

/**
 * The limits on failed sign-ins (decisions §5, revised), each an environment variable of the
 * identity service with its default here (the launcher checks the same ones before it starts
 * the portal). A band office, a school or a rural provider puts many members behind one
 * address, so the address as a whole is limited only at a far higher count, and only its
 * failures count.
 */
export const signInLimitsEnv = {
  /** The window every count below is taken over, in minutes. */
  SIGN_IN_WINDOW_MINUTES: limit('minutes', 15, 24 * 60),
  /** Failures for one account from one address before that pair is paused for the window. */
  SIGN_IN_LOCK_AFTER_FAILURES: limit('failures', 10, 1_000),
  /**
   * Failures for one account from anywhere before each further attempt for it must wait
   * (2, 4, 8… seconds after the last one, up to SIGN_IN_DELAY_MAX_SECONDS).
   */
  SIGN_IN_DELAY_AFTER_FAILURES: limit('failures', 5, 1_000),
  SIGN_IN_DELAY_MAX_SECONDS: limit('seconds', 60, 3_600),
  /** Failures from one address, all accounts together, before its wrong passwords get 429. */
  SIGN_IN_ADDRESS_FAILURES: limit('failures', 100, 1_000_000),
};

function limit(unit: string, fallback: number, max: number) {
  return z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);
}

export type SignInLimitsEnvName = keyof typeof signInLimitsEnv;
export const signInLimitsEnvNames = Object.keys(signInLimitsEnv) as SignInLimitsEnvName[];

/** From which failure of an account at one address the answer says how many attempts are left. */
export const attemptsLeftShownFrom = 3;

/**
 * `POST /api/users/login` refused with 401: the body may carry `attemptsLeft`, the attempts this
 * account has left from this address before the sign-in is paused (from the third failure on;
 * the same for an email that has no account).
 */
export interface SignInFailureDetails {
  attemptsLeft?: number;
}
