import type { User } from '@portal/contract';
import { createMemoryStorage, createSessionStore, type SessionStore } from '@portal/web-kit';
import { signedInTestSession, testUser } from '@portal/web-kit/testing';

export const member = testUser({ firstName: 'Ann', lastName: 'Member' });
export const staffMember = testUser({
  firstName: 'Sam',
  lastName: 'Staff',
  userType: 'staff',
  education: true,
});
export const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });

export function signedOutSession(): SessionStore {
  return createSessionStore({ storage: createMemoryStorage() });
}

export function signedInSession(who: User): SessionStore {
  return signedInTestSession(who);
}

/** A page load that found a stored token, not yet checked with GET /api/users/me. */
export function restoringSession(stored: User | null): SessionStore {
  const storage = createMemoryStorage();
  storage.setItem('token', 'stored-token');
  storage.setItem('encryptionKey', 'key');
  if (stored) storage.setItem('user', JSON.stringify(stored));
  return createSessionStore({ storage });
}
