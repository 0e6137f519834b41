import { decideRouteAccess, matchPortalRoute } from '@portal/contract/access';
import type { LazyPage } from '@portal/web-kit';
import type { RemoteLoader } from './remote-loader.js';

/**
 * The code of the page a remote draws at `pathname`, fetched before the app's first render, when
 * the stored user may open it (no one a guard turns away downloads staff or admin code).
 *
 * Rendered before its code is there, the page suspends, and React reveals content that arrives
 * after a Suspense fallback no sooner than 300 ms after the fallback appeared (its throttle of
 * reveals): on a slow line that was 300 ms more on every member page, the code itself having
 * arrived with the page's hints. The pages' promise then records its outcome (`status`), so the
 * first render reads it without suspending. Resolves once the code is there or could not be
 * fetched (the page then says so and offers Retry), or after `longestWaitMs`.
 */
export async function preloadRemotePage(
  pathname: string,
  loader: RemoteLoader,
  storedUser: Parameters<typeof decideRouteAccess>[1] | null,
  longestWaitMs = longestWaitBeforeFirstRenderMs,
): Promise<void> {
  const route = matchPortalRoute(pathname);
  if (!route || route.owner === 'shell') return;
  if (decideRouteAccess(route.access, storedUser ?? undefined).kind !== 'allow') return;
  const owner = route.owner;
  const code = (async () => {
    const page = (await loader.loadPages(owner))[route.path];
    // A page in a chunk of its own (web-kit's lazyPage) fetches it too.
    if (page && 'preload' in page) await (page as LazyPage).preload();
  })().catch(() => undefined); // the remote's page shows the failure and offers Retry
  let timer: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<void>((resolve) => (timer = setTimeout(resolve, longestWaitMs)));
  await Promise.race([code, enough]);
  clearTimeout(timer);
}

/**
 * How long the first render waits for a remote page's code. It was hinted with the page and is
 * usually there with the shell's own; code that is late (a dropped request on a rural line) is
 * waited for by the page itself, which says it is loading, then that it is slow, with Retry.
 */
export const longestWaitBeforeFirstRenderMs = 1_000;
