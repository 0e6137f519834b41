import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React matches a pre-rendered page (and on the server), true in every render after.
 * What the build cannot know (the address's query, say) is shown only once this is true, so the
 * first render matches the HTML; React renders again right after hydration to show it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
