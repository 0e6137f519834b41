import { prerender } from 'react-dom/static';
import { MemoryRouter } from '@portal/web-kit/router';
import { PortalRoot } from '../app/portal-root.js';
import type { RemoteLoader } from '../remotes/remote-loader.js';

/** Pre-rendered routes are the shell's own: a remote is never asked for. */
const noRemotes: RemoteLoader = {
  loadPages: (remote) => Promise.reject(new Error(`${remote} is not pre-rendered`)),
  forgetFailure: () => undefined,
};

/**
 * The markup of `#root` for a visitor who is not signed in opening `path` (nobody is signed in
 * at build time: `useSession` answers the signed-out session while rendering on the server).
 * `prerender` waits for what the page suspends on (the login and register pages' own code),
 * so the markup holds the whole page, not its loading state.
 */
export async function renderRouteMarkup(path: string): Promise<string> {
  // A component that throws would otherwise leave its part to the browser: the build stops.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoot remoteLoader={noRemotes} />
    </MemoryRouter>,
    { onError: (error) => void errors.push(error) },
  );
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return markup;
}
