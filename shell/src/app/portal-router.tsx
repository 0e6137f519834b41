import type { ReactNode } from 'react';
import type { RouteObject } from '@portal/web-kit/data-router';

/**
 * The portal's one route for the data router: every address renders `portal`, whose own
 * `<Routes>` (portal-routes.tsx) chooses the page. A data router (`createBrowserRouter` in the
 * browser, `createMemoryRouter` where the build draws a page and in tests) is what lets a page
 * hold a navigation back: `useBlocker` in a remote's page (the grant builder's unsaved work)
 * stops a click on the shell's header as much as one on its own links. The browser and the
 * build render the same router, so that hydration meets the same tree (and the same `useId`s).
 */
export function portalRouteObjects(portal: ReactNode): RouteObject[] {
  return [{ path: '*', element: portal }];
}
