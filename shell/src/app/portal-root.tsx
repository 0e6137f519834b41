import { StrictMode } from 'react';
import type { RemoteLoader } from '../remotes/remote-loader.js';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.js';
import { PortalApp } from './portal-app.js';

/**
 * The portal below its router: one component for the page the build draws ahead of time and
 * for the browser, because hydration matches the two node for node, the ids `useId` makes
 * (labels, hints) included, and those depend on the shape of the tree.
 */
export function PortalRoot({ remoteLoader }: { remoteLoader: RemoteLoader }) {
  return (
    <StrictMode>
      <RemoteLoaderProvider loader={remoteLoader}>
        <PortalApp />
      </RemoteLoaderProvider>
    </StrictMode>
  );
}
