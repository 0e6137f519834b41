import type { ErrorCode } from '@portal/contract';

/** How many attempts a subject may make within a window, and what the person is told after. */
export interface ThrottleRule {
  /** Prefix of the rule's subjects, so rules never count each other's attempts. */
  name: string;
  limit: number;
  windowMs: number;
  refusal: (minutes: number) => string;
  refusedCode: ErrorCode;
}

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * Decisions §5: after 10 failed sign-ins for one account or from one address within 15
 * minutes, further attempts get 429 for the rest of the window.
 */
export const signInRule: ThrottleRule = {
  name: 'sign-in',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  refusedCode: 'auth.too_many_attempts',
  refusal: (minutes) =>
    `Too many failed sign-in attempts. Please wait ${minutesText(minutes)} and try again.`,
};

/**
 * Registrations from one address: generous enough for an office signing up its members at one
 * computer, small enough that a script cannot fill the member list.
 */
export const registrationRule: ThrottleRule = {
  name: 'registration',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  refusedCode: 'auth.too_many_registrations',
  refusal: (minutes) =>
    `Too many accounts were registered from your address. Please wait ${minutesText(minutes)} and try again.`,
};

const emailLinkWindowMs = 60 * 60 * 1000;

/** Links a member asks for to confirm their address (each an email sent on their say), per hour. */
export function emailLinkRule(limitPerHour: number): ThrottleRule {
  return {
    name: 'email-link',
    limit: limitPerHour,
    windowMs: emailLinkWindowMs,
    refusedCode: 'user.too_many_links',
    refusal: (minutes) =>
      `Several links were sent already: look for them in your email (and its spam folder), or wait ${minutesText(minutes)} and ask again.`,
  };
}

/** Attempts older than the longest window no longer count for anything. */
export const longestWindowMs = Math.max(
  signInRule.windowMs,
  registrationRule.windowMs,
  emailLinkWindowMs,
);
