import { useRef } from 'react';
import { SiteHeader } from '../layout/site-header.js';
import { SkipLink } from '../layout/skip-link.js';
import { usePageFocus } from '../layout/use-page-focus.js';
import { PortalRoutes } from './portal-routes.js';

export const mainContentId = 'main-content';

/** The page frame: skip link, header, and the one <main> landmark the routes render into. */
export function PortalApp() {
  const mainRef = useRef<HTMLElement>(null);
  usePageFocus(mainRef);
  return (
    <>
      <SkipLink targetId={mainContentId} />
      <SiteHeader />
      <main id={mainContentId} ref={mainRef} tabIndex={-1}>
        <PortalRoutes />
      </main>
    </>
  );
}
