import { Suspense, use, useCallback } from 'react';
import { useLocation } from '@portal/web-kit/router';
import type { PortalRoute, RemoteName } from '@portal/contract';
import { RemoteBoundary } from './remote-boundary.js';
import { useRemoteLoader } from './remote-loader-context.js';
import { RemoteLoading } from './remote-loading.js';

export const missingPageMessage = 'This page is not available yet. Please try again later.';

/**
 * A route owned by a remote: loads only that remote, shows progress meanwhile, and contains
 * its failures. Keyed by location so that navigating away and back starts afresh.
 */
export function RemoteScreen({ route, remote }: { route: PortalRoute; remote: RemoteName }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const forgetFailure = useCallback(() => loader.forgetFailure(remote), [loader, remote]);
  return (
    <RemoteBoundary key={pathname} title={route.title} onRetry={forgetFailure}>
      <Suspense fallback={<RemoteLoading title={route.title} />}>
        <RemotePage route={route} remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Renders the component the remote registered for this route's path pattern. */
function RemotePage({ route, remote }: { route: PortalRoute; remote: RemoteName }) {
  const loader = useRemoteLoader();
  const pages = use(loader.loadPages(remote));
  const Page = pages[route.path];
  if (!Page) {
    return (
      <div className="page">
        <h1>{route.title}</h1>
        <div className="notice" role="status">
          <p>{missingPageMessage}</p>
        </div>
      </div>
    );
  }
  return <Page />;
}
