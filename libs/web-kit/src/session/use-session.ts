import { useSyncExternalStore } from 'react';
import { sessionStore } from './portal-session.js';
import type { SessionState, SessionStore } from './session-store.js';

/** The current session; the component re-renders when it changes (sign-in, sign-out, another tab). */
export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
