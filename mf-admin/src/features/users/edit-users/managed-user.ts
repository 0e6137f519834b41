import { userTypes, type ListedUser, type UserType } from '@portal/contract/users';
import { fullName } from '@portal/web-kit';
import { decryptField } from './decrypt-field.js';

/** A row of the user table, decrypted. */
export interface ManagedUser {
  id: string;
  firstName: string;
  lastName: string;
  /** Built from first and last name: the list does not send it. */
  name: string;
  email: string;
  /** Null for staff and admins who have none (invited accounts). */
  cardNumber: string | null;
  /** As decrypted; the raw value when it could not be, so not always a known type. */
  userType: string;
  education: boolean;
  harvesting: boolean;
  communityOutreach: boolean;
  /** Whether the holder of the address has confirmed it (by the link sent there). */
  emailConfirmed: boolean;
  /** A new address given to the account, waiting for its holder to confirm it. */
  pendingEmail: string | null;
  /** Invited, and no password set yet: the account cannot sign in until its holder sets one. */
  invitationPending: boolean;
}

export function isUserType(value: string): value is UserType {
  return (userTypes as readonly string[]).includes(value);
}

/** One entry of `GET /api/users`, its encrypted fields decrypted (a field that will not decrypt stays raw). */
export function toManagedUser(entry: ListedUser, encryptionKey: string | null): ManagedUser {
  const text = (value: string) => decryptField(value, encryptionKey);
  const firstName = text(entry.firstName);
  const lastName = text(entry.lastName);
  return {
    id: entry._id,
    firstName,
    lastName,
    name: fullName({ firstName, lastName }),
    email: text(entry.email),
    cardNumber: typeof entry.cardNumber === 'string' ? text(entry.cardNumber) : null,
    userType: text(entry.userType),
    education: entry.education,
    harvesting: entry.harvesting,
    communityOutreach: entry.communityOutreach,
    // An identity that does not send these yet (an older replica) says nothing about them.
    emailConfirmed: entry.emailConfirmed !== false,
    pendingEmail: typeof entry.pendingEmail === 'string' ? text(entry.pendingEmail) : null,
    invitationPending: entry.invitationPending === true,
  };
}

/** The whole list, decrypted and in name order (people look for a name). */
export function toManagedUsers(answer: ListedUser[], encryptionKey: string | null): ManagedUser[] {
  return answer
    .map((entry) => toManagedUser(entry, encryptionKey))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'en-CA', { sensitivity: 'base' }) ||
        a.firstName.localeCompare(b.firstName, 'en-CA', { sensitivity: 'base' }),
    );
}
