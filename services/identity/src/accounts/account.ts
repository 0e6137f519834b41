import type { User } from '@portal/contract';

/** An account with its personal data decrypted: only ever in memory. The API's user, plus its secrets. */
export type Account = Omit<
  User,
  '_id' | 'name' | 'emailConfirmed' | 'pendingEmail' | 'invitationPending' | 'language'
> & {
  /** The language its holder reads the portal and its emails in (user-language.ts). */
  language: string;
  /** Null for an invited account whose holder has not set a password yet. */
  passwordHash: string | null;
  /** When the holder confirmed the current address (a link sent to it); null until then. */
  emailConfirmedAt: Date | null;
  /** Sessions signed in before this moment are over (a password reset); null: all count. */
  sessionsValidFrom: Date | null;
  createdAt: Date;
};

/**
 * The user as the API sends it (spec §3), with the new address an admin gave the account if
 * it waits for confirmation there.
 */
export function toUser(account: Account, pendingEmail: string | null = null): User {
  return {
    _id: account.id,
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    cardNumber: account.cardNumber,
    userType: account.userType,
    name: `${account.firstName} ${account.lastName}`,
    education: account.education,
    harvesting: account.harvesting,
    communityOutreach: account.communityOutreach,
    languages: account.languages ?? false,
    emailConfirmed: account.emailConfirmedAt !== null,
    pendingEmail,
    invitationPending: account.passwordHash === null,
    language: account.language,
  };
}
