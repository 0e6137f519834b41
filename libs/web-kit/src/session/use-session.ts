import { useSyncExternalStore } from 'react';
import { useSessionStore } from './session-context.js';
import { signedOutSession, type SessionState } from './session-store.js';

/** What a page rendered ahead of time (the build's pre-rendered pages) was drawn with. */
const signedOutSnapshot = () => signedOutSession;

/**
 * The current session; the component re-renders when it changes (sign-in, sign-out, another tab).
 *
 * A page pre-rendered at build time shows a signed-out visitor's view (nobody is signed in at
 * build time). While React hydrates that markup it reads the server snapshot, signed out, so the
 * first render matches the HTML; right after, React renders again with the stored session (a
 * member's header, their name). Without it a stored session would make the first render differ
 * from the HTML: a hydration error, and React would throw the page away and draw it again.
 * (A member's page drawn by the build is drawn with a store of its own, web-kit/prerender.)
 */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getDrawnState ?? signedOutSnapshot,
  );
}
