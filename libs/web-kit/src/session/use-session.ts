import { useSyncExternalStore } from 'react';
import { useSessionStore } from './session-context.js';
import type { SessionState } from './session-store.js';

/** The current session; the component re-renders when it changes (sign-in, sign-out, another tab). */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
