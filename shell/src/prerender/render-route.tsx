import { routesOwnedBy, type RemoteName } from '@portal/contract';
import { SessionStoreProvider, type RemotePages, type SessionStore } from '@portal/web-kit';
import { drawMarkup } from '@portal/web-kit/prerender';
import { createMemoryRouter, RouterProvider } from '@portal/web-kit/data-router';
import { PortalRoot } from '../app/portal-root.js';
import { portalRouteObjects } from '../app/portal-router.js';
import type { RemoteLoader } from '../remotes/remote-loader.js';
import { remotePageSlotAttribute } from './member-page.js';

/** Pre-rendered routes are the shell's own: a remote is never asked for. */
const noRemotes: RemoteLoader = {
  loadPages: (remote) => Promise.reject(new Error(`${remote} is not pre-rendered`)),
  forgetFailure: () => undefined,
};

/**
 * For a member's page drawn by the build: every page of a remote is an empty slot, which the
 * gateway fills with the page the remote drew in its own build (member-page.ts).
 */
export function remoteSlots(): RemoteLoader {
  const loads = new Map<RemoteName, Promise<RemotePages>>();
  return {
    loadPages(remote) {
      let load = loads.get(remote);
      if (!load) {
        const slot = () => <div {...{ [remotePageSlotAttribute]: remote }} />;
        load = Promise.resolve(
          Object.fromEntries(routesOwnedBy(remote).map((route) => [route.path, slot])),
        );
        loads.set(remote, load);
      }
      return load;
    },
    forgetFailure: () => undefined,
  };
}

export interface DrawOptions {
  /** Who the page is drawn for: nobody signed in unless given (web-kit/prerender). */
  session?: SessionStore;
  /** Where remotes' pages come from: none unless given. */
  remotes?: RemoteLoader;
}

/**
 * The markup of `#root` for a visitor opening `path`: one who is not signed in unless `session`
 * says otherwise (`useSession` answers the store's drawn state while rendering on the server).
 */
export function renderRouteMarkup(path: string, options: DrawOptions = {}): Promise<string> {
  const portal = <PortalRoot remoteLoader={options.remotes ?? noRemotes} />;
  // The browser's router is a data router too (bootstrap.tsx): the same tree to hydrate.
  const router = createMemoryRouter(
    portalRouteObjects(
      options.session ? (
        <SessionStoreProvider store={options.session}>{portal}</SessionStoreProvider>
      ) : (
        portal
      ),
    ),
    { initialEntries: [path] },
  );
  return drawMarkup(<RouterProvider router={router} />);
}
