import { Suspense, use, useCallback } from 'react';
import { RouteTitleContext } from '@portal/web-kit';
import { useLocation } from '@portal/web-kit/router';
import type { PortalRoute, RemoteName } from '@portal/contract';
import { RemoteBoundary } from './remote-boundary.js';
import { useRemoteLoader } from './remote-loader-context.js';
import { useRouteTitle } from '../app/route-titles.js';
import { useShellMessages } from '../i18n/shell-messages.js';
import { RemoteLoading } from './remote-loading.js';
import { remoteMessages } from './messages.js';

/**
 * A route owned by a remote: loads only that remote, shows progress meanwhile, and contains
 * its failures. Keyed by location so that navigating away and back starts afresh.
 */
export function RemoteScreen({ route, remote }: { route: PortalRoute; remote: RemoteName }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const forgetFailure = useCallback(() => loader.forgetFailure(remote), [loader, remote]);
  const title = useRouteTitle(route);
  return (
    <RemoteBoundary key={pathname} title={title} onRetry={forgetFailure}>
      <Suspense fallback={<RemoteLoading title={title} />}>
        <RemotePage route={route} remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Renders the component the remote registered for this route's path pattern. */
function RemotePage({ route, remote }: { route: PortalRoute; remote: RemoteName }) {
  const loader = useRemoteLoader();
  const pages = use(loader.loadPages(remote));
  const { t } = useShellMessages();
  const title = useRouteTitle(route);
  const Page = pages[route.path];
  if (!Page) {
    return (
      <div className="page">
        <h1>{title}</h1>
        <div className="notice" role="status">
          <p>{t(remoteMessages.missingPage)}</p>
        </div>
      </div>
    );
  }
  // The page's title in the chosen language, for a screen that shows the route's own title.
  return (
    <RouteTitleContext value={title}>
      <Page />
    </RouteTitleContext>
  );
}
