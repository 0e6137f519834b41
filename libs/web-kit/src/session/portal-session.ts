import { createSessionStore, type SessionStore, type SignInDetails } from './session-store.js';

/**
 * The portal's one session. `@portal/web-kit` is a Module Federation singleton, so the
 * shell and every remote read and change this same store.
 */
export const sessionStore: SessionStore = createSessionStore({
  crossTabSource: typeof window === 'undefined' ? undefined : window,
});

export function signIn(details: SignInDetails): void {
  sessionStore.signIn(details);
}

export function signOut(): void {
  sessionStore.signOut();
}
