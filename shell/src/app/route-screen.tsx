import type { PortalRoute } from '@portal/contract';
import { useDocumentTitle } from '../layout/use-document-title.js';
import { LandingPage } from '../pages/landing-page.js';
import { ShellPlaceholderPage } from '../pages/shell-placeholder-page.js';
import { RemoteScreen } from '../remotes/remote-screen.js';

/**
 * What one route of `portalRoutes` shows. `route.access` travels with it: the route guard
 * (next issue) wraps this screen and reads it, before anything of a remote is requested.
 */
export function RouteScreen({ route }: { route: PortalRoute }) {
  useDocumentTitle(route.title);
  if (route.owner !== 'shell') return <RemoteScreen route={route} remote={route.owner} />;
  if (route.path === '/') return <LandingPage />;
  return <ShellPlaceholderPage title={route.title} />;
}
