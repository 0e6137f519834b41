/**
 * Links sent by email that let a person act on their account without a password: confirming
 * that an address is theirs, choosing a new password, setting the first one of an invited
 * account. Zod-free, for the screens too.
 */
export const accountLinkPurposes = [
  /** The account's own address, confirmed by its holder (after registration, or on request). */
  'confirm-email',
  /** A new address an admin gave an account: it becomes the account's once confirmed there. */
  'change-email',
  /** "Forgot your password?" (or an admin's "Send reset link"): choose a new password. */
  'reset-password',
  /** A staff or admin account an admin created: its holder sets the first password. */
  'invite',
] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/**
 * How long a link works after it is sent. A password link is short-lived: whoever reads the
 * mailbox later (a shared computer, a forwarded email) should find it dead.
 */
export const accountLinkLifetimeHours: Record<AccountLinkPurpose, number> = {
  'confirm-email': 24,
  'change-email': 24,
  'reset-password': 0.5,
  invite: 7 * 24,
};

/**
 * The page a link opens. The token travels in the fragment (`#token=…`), which browsers never
 * send to a server: it stays out of every access log and `Referer` on the way.
 */
export const accountLinkPage: Record<AccountLinkPurpose, string> = {
  'confirm-email': '/confirm-email',
  'change-email': '/confirm-email',
  'reset-password': '/reset-password',
  invite: '/accept-invitation',
};

/** A link's token: 32 random bytes, base64url (43 characters). */
export const accountLinkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What the screens say about links that no longer work. */
export const accountLinkMessages = {
  confirmed: 'Your email address is confirmed.',
  invalid:
    'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.',
} as const;

/** What the password pages say about a link that no longer works. */
export const passwordLinkMessages = {
  resetInvalid:
    'This link has expired or has already been used. Ask for a new one with “Forgot your password?” on the login page.',
  invitationInvalid:
    'This invitation has expired or has already been used. Ask the education office to send it again, or use “Forgot your password?” on the login page if you have set your password already.',
} as const;
