import { jest } from '@jest/globals';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@portal/web-kit/data-router';
import { useLocation } from '@portal/web-kit/router';
import type { RemoteName } from '@portal/contract';
import { SessionStoreProvider, type RemotePages, type SessionStore } from '@portal/web-kit';
import { PortalApp } from '../app/portal-app.js';
import { portalRouteObjects } from '../app/portal-router.js';
import { createCachingRemoteLoader, type RemoteLoader } from '../remotes/remote-loader.js';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.js';
import { signedOutSession } from './sessions.js';

export type LoadRemote = (
  remote: RemoteName,
  previousAttemptFailed: boolean,
) => Promise<RemotePages>;

export interface FakeRemoteLoader {
  loader: RemoteLoader;
  load: jest.Mock<LoadRemote>;
}

/** A remote loader whose network is `load`; inspect `load.mock.calls` for what was fetched. */
export function fakeRemoteLoader(load: LoadRemote): FakeRemoteLoader {
  const loadFn = jest.fn<LoadRemote>(load);
  return { loader: createCachingRemoteLoader(loadFn), load: loadFn };
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return (
    <>
      <div data-testid="current-path">{pathname}</div>
      <div data-testid="current-search">{search}</div>
    </>
  );
}

export interface RenderPortalOptions {
  /** The session the screens see; signed out (in memory) when not given. */
  session?: SessionStore;
}

/**
 * The whole portal at `path`, as a visitor opening that URL first sees it. Rendered inside an
 * awaited act, as React requires for what `use()` suspends on; wait for what arrives later (a
 * remote's page, an API answer) with `findBy…` or `waitFor`.
 */
export async function renderPortal(
  path: string,
  load: LoadRemote,
  options: RenderPortalOptions = {},
): Promise<RenderResult & FakeRemoteLoader & { session: SessionStore }> {
  const fake = fakeRemoteLoader(load);
  const session = options.session ?? signedOutSession();
  let view: RenderResult | undefined;
  // A data router, as in the browser (bootstrap.tsx): pages may hold a navigation back.
  const router = createMemoryRouter(
    portalRouteObjects(
      <>
        <RemoteLoaderProvider loader={fake.loader}>
          <PortalApp />
        </RemoteLoaderProvider>
        <CurrentLocation />
      </>,
    ),
    { initialEntries: [path] },
  );
  await act(async () => {
    view = render(
      <SessionStoreProvider store={session}>
        <RouterProvider router={router} />
      </SessionStoreProvider>,
    );
  });
  return { ...(view as RenderResult), ...fake, session };
}

/** Clicks inside an awaited act, so that the loads it starts can settle. */
export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Never settles: a remote still on its way. */
export const pending = () => new Promise<RemotePages>(() => undefined);
