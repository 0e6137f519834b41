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

/**
 * "Forgot your password?" from one address: an office may help several members in an hour, a
 * script may not send the portal's emails to a list of addresses.
 */
export const forgotPasswordFromAddressRule: ThrottleRule = {
  name: 'forgot-password-address',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  refusedCode: 'user.too_many_links',
  refusal: (minutes) =>
    `Many links were asked for from your address. Please wait ${minutesText(minutes)} and try again.`,
};

/**
 * "Forgot your password?" for one address, counted whether or not it has an account (the
 * answer must not tell): a few links an hour (EMAIL_LINKS_PER_HOUR), then the member is told to
 * look for them.
 */
export function forgotPasswordForEmailRule(limitPerHour: number): ThrottleRule {
  return {
    name: 'forgot-password-email',
    limit: limitPerHour,
    windowMs: emailLinkWindowMs,
    refusedCode: 'user.too_many_links',
    refusal: (minutes) =>
      `Several links were asked for already: look for them in your email (and its spam folder), or wait ${minutesText(minutes)} and ask again.`,
  };
}

/**
 * An admin's "Send reset link" or "Send invitation again" for one account: each is an email to a
 * person, who should not get a pile of them (EMAIL_LINKS_PER_HOUR an hour).
 */
export function accountLinkByAdminRule(limitPerHour: number): ThrottleRule {
  return {
    name: 'account-link-by-admin',
    limit: limitPerHour,
    windowMs: emailLinkWindowMs,
    refusedCode: 'user.too_many_links',
    refusal: (minutes) =>
      `Several links were sent to this person already. Please wait ${minutesText(minutes)} before sending another.`,
  };
}

/**
 * Password checks as a person types (debounced), per address: enough for an office where
 * several people register at once, not for a script using the portal as a free checker.
 */
export const passwordCheckRule: ThrottleRule = {
  name: 'password-check',
  limit: 300,
  windowMs: 60 * 60 * 1000,
  refusedCode: 'request.rate_limited',
  refusal: (minutes) =>
    `Too many password checks from your address. The password will be checked when you send the form; or wait ${minutesText(minutes)}.`,
};

/** The longest window of the rules above (the sign-in limits have their own, a setting). */
export const longestRuleWindowMs = Math.max(
  registrationRule.windowMs,
  emailLinkWindowMs,
  forgotPasswordFromAddressRule.windowMs,
  passwordCheckRule.windowMs,
);
