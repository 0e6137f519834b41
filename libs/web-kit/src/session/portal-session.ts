import { createSessionStore, type SessionStore, type SignInDetails } from './session-store.js';

/**
 * The portal's one session. `@portal/web-kit` is a Module Federation singleton, so the
 * shell and every remote read and change this same store.
 */
export const sessionStore: SessionStore = createSessionStore(
  typeof window === 'undefined'
    ? {}
    : {
        crossTabSource: window,
        pageCookie: { jar: document, secure: window.location.protocol === 'https:' },
      },
);

export function signIn(details: SignInDetails): void {
  sessionStore.signIn(details);
}

export function signOut(): void {
  sessionStore.signOut();
}

/**
 * Logout (spec §4): the server ends this session, so its token stops working everywhere even if
 * it was copied, and this browser forgets token, key and user, and the member's unsent answers. The request is `keepalive`, so it
 * is still sent when the page moves on to /login at once; a dropped connection only means the
 * token runs out on its own.
 */
export function logOut(
  store: SessionStore = sessionStore,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): void {
  const token = store.getState().token;
  if (token) {
    void fetchImpl('/api/users/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  // Someone else may use this computer next: what the member typed goes too.
  store.signOut({ forgetMemberData: true });
}
