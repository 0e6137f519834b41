import type { User } from '@portal/contract';

/** An account with its personal data decrypted: only ever in memory. The API's user, plus its secrets. */
export type Account = Omit<User, '_id' | 'name'> & {
  passwordHash: string;
  createdAt: Date;
};

/** The user as the API sends it (spec §3). */
export function toUser(account: Account): User {
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
  };
}
