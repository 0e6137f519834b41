import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalApp } from './app/portal-app.js';
import { createFederationRemoteLoader } from './remotes/federation-remote-loader.js';
import { prefetchWhenIdle } from './remotes/prefetch-when-idle.js';
import { RemoteLoaderProvider } from './remotes/remote-loader-context.js';

const remoteLoader = createFederationRemoteLoader();
remoteLoader.readConfigEarly();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <RemoteLoaderProvider loader={remoteLoader}>
        <PortalApp />
      </RemoteLoaderProvider>
    </BrowserRouter>
  </StrictMode>,
);

// Most visitors are members on their way to their dashboard.
prefetchWhenIdle(
  () =>
    void remoteLoader.loadPages('mf-member').catch(() => remoteLoader.forgetFailure('mf-member')),
);
