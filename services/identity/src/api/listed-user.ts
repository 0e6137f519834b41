import type { ListedUser, User } from '@portal/contract';
import { encryptSalted } from '../crypto/openssl-salted.js';

/**
 * The five fields decisions §5 sends encrypted in the user list, under the session's key; a new
 * address waiting for confirmation is an email too, and goes the same way.
 */
const encryptedFields = ['firstName', 'lastName', 'email', 'cardNumber', 'userType'] as const;

export function encryptForList(user: User, sessionKey: string): ListedUser {
  const { name: _notSentInClear, ...listed } = user;
  const encrypted = Object.fromEntries(
    encryptedFields.map((field) => {
      const value = listed[field];
      // No card (staff, admins): nothing to hide, and the list says so.
      return [field, value === null ? null : encryptSalted(value, sessionKey)];
    }),
  );
  const pendingEmail =
    listed.pendingEmail === null ? null : encryptSalted(listed.pendingEmail, sessionKey);
  return { ...listed, ...encrypted, pendingEmail };
}
