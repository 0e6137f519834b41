import { Suspense } from 'react';
import type { PortalRoute } from '@portal/contract';
import { RouteGuard } from '../guards/route-guard.js';
import { useDocumentTitle } from '../layout/use-document-title.js';
import { shellPages } from '../pages/shell-pages.js';
import { RemoteLoading } from '../remotes/remote-loading.js';
import { RemoteScreen } from '../remotes/remote-screen.js';
import { useRouteTitle } from './route-titles.js';

/**
 * What one route of `portalRoutes` shows. The guard decides first (from `route.access`), so
 * nothing of a remote is requested for a visitor it sends elsewhere.
 */
export function RouteScreen({ route }: { route: PortalRoute }) {
  useDocumentTitle(useRouteTitle(route));
  return (
    <RouteGuard route={route}>
      <RouteContent route={route} />
    </RouteGuard>
  );
}

function RouteContent({ route }: { route: PortalRoute }) {
  const title = useRouteTitle(route);
  if (route.owner !== 'shell') return <RemoteScreen route={route} remote={route.owner} />;
  const Page = shellPages[route.path];
  if (!Page) throw new Error(`The shell has no page for ${route.path}`);
  return (
    <Suspense fallback={<RemoteLoading title={title} />}>
      <Page />
    </Suspense>
  );
}
