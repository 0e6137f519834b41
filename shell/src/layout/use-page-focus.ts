import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@portal/web-kit/router';

/**
 * Screen-reader and keyboard users must learn that a new page arrived: after each navigation
 * (not the first load) the page's <h1> takes focus. When the element holding focus is then
 * replaced (a remote's page replacing the loading heading, Retry replacing the error), focus
 * would fall back to <body>; it goes to the new <h1> instead.
 */
export function usePageFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The path focus was last placed for; null until the first page. A path (not a flag) so
  // that StrictMode's second run of the effect does not count as a navigation.
  const focusedPath = useRef<string | null>(null);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    let focused: Element | null = null;

    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      focused = heading;
    };

    if (focusedPath.current !== null && focusedPath.current !== pathname) {
      window.scrollTo(0, 0);
      focusHeading();
    }
    focusedPath.current = pathname;

    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const lostFocus = document.activeElement === null || document.activeElement === document.body;
      if (focused !== null && !focused.isConnected && lostFocus) focusHeading();
    });
    main.addEventListener('focusin', onFocusIn);
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      main.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [pathname, mainRef]);
}
