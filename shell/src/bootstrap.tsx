import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/web-kit/router';
import { api, restoreSession, sessionStore } from '@portal/web-kit';
import { PortalApp } from './app/portal-app.js';
import { createFederationRemoteLoader } from './remotes/federation-remote-loader.js';
import { prefetchWhenIdle } from './remotes/prefetch-when-idle.js';
import { RemoteLoaderProvider } from './remotes/remote-loader-context.js';

const remoteLoader = createFederationRemoteLoader();
remoteLoader.readConfigEarly();

// Spec §4: a stored token is checked (and the stored user refreshed) on every page load;
// the guards wait for the answer. Started before rendering so that it travels with the scripts.
void restoreSession(sessionStore, api);

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

// Members signed in are on their way to their dashboard. Nothing for signed-out visitors:
// the guard would send them to /login, and a remote is never fetched for a visitor it turns away.
if (sessionStore.getState().status !== 'signed-out') {
  prefetchWhenIdle(
    () =>
      void remoteLoader.loadPages('mf-member').catch(() => remoteLoader.forgetFailure('mf-member')),
  );
}
