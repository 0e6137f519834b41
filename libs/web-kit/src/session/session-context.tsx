import { createContext, useContext, type ReactNode } from 'react';
import { sessionStore } from './portal-session.js';
import type { SessionStore } from './session-store.js';

// Defaults to the portal's one session: the shell and the remotes need no provider. Tests
// (and only tests) put a store of their own in, e.g. one still restoring a stored token.
const SessionStoreContext = createContext<SessionStore>(sessionStore);

export function SessionStoreProvider({
  store,
  children,
}: {
  store: SessionStore;
  children: ReactNode;
}) {
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

/** The session store screens read and change (sign-in, sign-out). */
export function useSessionStore(): SessionStore {
  return useContext(SessionStoreContext);
}
