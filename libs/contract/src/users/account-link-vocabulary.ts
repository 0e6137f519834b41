/**
 * Links sent by email that let a person act on their account without a password: confirming
 * that an address is theirs. Zod-free, for the screens too.
 */
export const accountLinkPurposes = [
  /** The account's own address, confirmed by its holder (after registration, or on request). */
  'confirm-email',
  /** A new address an admin gave an account: it becomes the account's once confirmed there. */
  'change-email',
] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/** How long a link works after it is sent. */
export const accountLinkLifetimeHours: Record<AccountLinkPurpose, number> = {
  'confirm-email': 24,
  'change-email': 24,
};

/**
 * The page a link opens. The token travels in the fragment (`#token=…`), which browsers never
 * send to a server: it stays out of every access log and `Referer` on the way.
 */
export const accountLinkPage: Record<AccountLinkPurpose, string> = {
  'confirm-email': '/confirm-email',
  'change-email': '/confirm-email',
};

/** A link's token: 32 random bytes, base64url (43 characters). */
export const accountLinkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What the screens say about links that no longer work. */
export const accountLinkMessages = {
  confirmed: 'Your email address is confirmed.',
  invalid:
    'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.',
} as const;
