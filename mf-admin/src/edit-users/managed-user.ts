import { userTypes, type UserType } from '@portal/contract';
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
  cardNumber: string;
  /** As decrypted; the raw value when it could not be, so not always a known type. */
  userType: string;
  education: boolean;
  harvesting: boolean;
  communityOutreach: boolean;
}

export function isUserType(value: string): value is UserType {
  return (userTypes as readonly string[]).includes(value);
}

/** Reads one entry of `GET /api/users`; null when it has no id (nothing could be done with it). */
export function toManagedUser(entry: unknown, encryptionKey: string | null): ManagedUser | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const record = entry as Record<string, unknown>;
  const id = typeof record['_id'] === 'string' ? record['_id'] : record['id'];
  if (typeof id !== 'string' || id === '') return null;
  const text = (key: string) => decryptField(record[key], encryptionKey);
  const firstName = text('firstName');
  const lastName = text('lastName');
  return {
    id,
    firstName,
    lastName,
    name: fullName({ firstName, lastName }),
    email: text('email'),
    cardNumber: text('cardNumber'),
    userType: text('userType'),
    education: record['education'] === true,
    harvesting: record['harvesting'] === true,
    communityOutreach: record['communityOutreach'] === true,
  };
}

/** The whole list, decrypted and in name order (people look for a name). */
export function toManagedUsers(answer: unknown, encryptionKey: string | null): ManagedUser[] {
  if (!Array.isArray(answer)) throw new Error('The portal did not answer with a list of users.');
  return answer
    .map((entry) => toManagedUser(entry, encryptionKey))
    .filter((user): user is ManagedUser => user !== null)
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'en-CA', { sensitivity: 'base' }) ||
        a.firstName.localeCompare(b.firstName, 'en-CA', { sensitivity: 'base' }),
    );
}
