import type { User } from '@portal/contract';
import type { SessionState, SessionStore } from '../session/session-store.js';

/**
 * Stand-ins for the member's names in a page drawn ahead of time: characters of Unicode's
 * private use area, which no real text holds. The page's script puts the stored member's names
 * in their place before showing the page (shell/src/prerender/member-page.ts).
 */
export const drawnNameMarks = {
  firstName: '\uE000first-name\uE000',
  name: '\uE000name\uE000',
} as const;

/**
 * The member a page drawn ahead of time for "a signed-in member" shows: names as marks, no id,
 * no flags (the build knows no one). The page in the browser replaces it with the real member's.
 */
export const drawnMember: User = {
  _id: '',
  id: '',
  firstName: drawnNameMarks.firstName,
  lastName: '',
  email: '',
  cardNumber: '',
  userType: 'user',
  name: drawnNameMarks.name,
  education: false,
  harvesting: false,
  communityOutreach: false,
  emailConfirmed: true,
  pendingEmail: null,
};

/**
 * A session store for drawing pages at build time (react-dom/static), signed in as `user`:
 * `useSession` reads it through `getDrawnState`. Nothing can sign in or out of it.
 */
export function drawnSessionStore(user: User = drawnMember): SessionStore {
  const state: SessionState = {
    status: 'signed-in',
    token: null,
    encryptionKey: null,
    user,
  };
  const unchangeable = () => {
    throw new Error('a drawn session cannot change');
  };
  return {
    getState: () => state,
    getDrawnState: () => state,
    subscribe: () => () => undefined,
    signIn: unchangeable,
    confirmRestored: unchangeable,
    signOut: unchangeable,
  };
}
