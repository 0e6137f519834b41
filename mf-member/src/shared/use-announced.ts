import { useEffect, useState } from 'react';

/**
 * `value`, once the page has been shown without it. For a message known when a page first
 * renders (answers restored, an application submitted): screen readers announce what appears
 * in a live region already in the page, not a region that appears with its text.
 */
export function useAnnounced<T>(value: T | undefined): T | undefined {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (value === undefined) return;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [value]);
  return shown ? value : undefined;
}
