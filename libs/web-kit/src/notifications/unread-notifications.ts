import { useSyncExternalStore } from 'react';

/**
 * How many of the signed-in person's notices are unread, shared by the header's bell (the shell,
 * which asks the server) and the inbox page (mf-member, which knows the count after marking one
 * read): web-kit is one per page, so both see one number. Undefined until first known.
 */
export interface UnreadNotifications {
  get: () => number | undefined;
  set: (count: number | undefined) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createUnreadNotifications(): UnreadNotifications {
  let count: number | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    set: (next) => {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one count. */
export const unreadNotifications = createUnreadNotifications();

/** The unread count; the component re-renders when it changes. */
export function useUnreadNotifications(store: UnreadNotifications = unreadNotifications) {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
