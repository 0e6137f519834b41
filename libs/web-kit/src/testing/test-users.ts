import type { User } from '@portal/contract';
import {
  createMemoryStorage,
  createSessionStore,
  type SessionStore,
} from '../session/session-store.js';

/** A user of the API's shape; the id, email and name follow from the first and last name. */
export function testUser(overrides: Partial<User> & Pick<User, 'firstName' | 'lastName'>): User {
  const id = `u-${overrides.firstName.toLowerCase()}`;
  return {
    _id: id,
    id,
    email: `${overrides.firstName.toLowerCase()}@example.ca`,
    cardNumber: 'RS-100',
    userType: 'user',
    name: `${overrides.firstName} ${overrides.lastName}`,
    education: false,
    harvesting: false,
    communityOutreach: false,
    emailConfirmed: true,
    pendingEmail: null,
    ...overrides,
  };
}

/** Mary, a member (userType 'user'), whom the member's screens and the session are tested with. */
export const testMember: User = testUser({
  _id: 'u-1',
  id: 'u-1',
  firstName: 'Mary',
  lastName: 'Bear',
  cardNumber: 'RS-1',
});

/** "R" of spec §2: Sam, staff with the education flag, whom the staff screens are for. */
export const testReviewer: User = testUser({
  firstName: 'Sam',
  lastName: 'Staff',
  userType: 'staff',
  education: true,
});

/** A session kept in memory (tests never touch the page's localStorage), signed in as `user`. */
export function signedInTestSession(user: User, encryptionKey = 'session-key'): SessionStore {
  const store = createSessionStore({ storage: createMemoryStorage() });
  store.signIn({ token: `token-of-${user.id}`, encryptionKey, user });
  return store;
}
