import { jest } from '@jest/globals';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import { PortalApp } from '../app/portal-app.js';
import { createCachingRemoteLoader, type RemoteLoader } from '../remotes/remote-loader.js';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.js';

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

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/**
 * The whole portal at `path`, as a visitor opening that URL would see it once the remotes
 * that answer have answered. Rendering inside an awaited act lets React finish what `use()`
 * suspended on.
 */
export async function renderPortal(
  path: string,
  load: LoadRemote,
): Promise<RenderResult & FakeRemoteLoader> {
  const fake = fakeRemoteLoader(load);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteLoaderProvider loader={fake.loader}>
          <PortalApp />
        </RemoteLoaderProvider>
        <CurrentPath />
      </MemoryRouter>,
    );
  });
  return { ...(view as RenderResult), ...fake };
}

/** Clicks inside an awaited act, so that the loads it starts can settle. */
export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Never settles: a remote still on its way. */
export const pending = () => new Promise<RemotePages>(() => undefined);
