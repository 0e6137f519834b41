import { jest } from '@jest/globals';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteName } from '@portal/contract';
import { SessionStoreProvider, type RemotePages, type SessionStore } from '@portal/web-kit';
import { PortalApp } from '../app/portal-app.js';
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
 * The whole portal at `path`, as a visitor opening that URL would see it once the remotes
 * that answer have answered. Rendering inside an awaited act lets React finish what `use()`
 * suspended on.
 */
export async function renderPortal(
  path: string,
  load: LoadRemote,
  options: RenderPortalOptions = {},
): Promise<RenderResult & FakeRemoteLoader & { session: SessionStore }> {
  const fake = fakeRemoteLoader(load);
  const session = options.session ?? signedOutSession();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <SessionStoreProvider store={session}>
        <MemoryRouter initialEntries={[path]}>
          <RemoteLoaderProvider loader={fake.loader}>
            <PortalApp />
          </RemoteLoaderProvider>
          <CurrentLocation />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
  await settle();
  return { ...(view as RenderResult), ...fake, session };
}

/** Lets pending loads (lazy pages, fake API answers) settle inside act. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Clicks inside an awaited act, so that the loads it starts can settle. */
export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Never settles: a remote still on its way. */
export const pending = () => new Promise<RemotePages>(() => undefined);
