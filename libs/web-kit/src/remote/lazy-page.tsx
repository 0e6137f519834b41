import { use, useReducer, type ComponentType } from 'react';
import { LoadFailure } from '../ui/load-failure.js';

type Loaded = { page: ComponentType } | { failure: unknown };

export const lazyPageFailedMessage =
  'This page could not be loaded. Check your connection and try again.';

/** A page whose code arrives when it is first shown, or earlier through `preload`. */
export type LazyPage = ComponentType & {
  /**
   * Fetches the page's code now; resolves true once it is there (false when the download
   * failed). A page preloaded this way renders at once, without suspending: the shell waits for
   * it before hydrating a pre-rendered page, so the markup is matched in one pass.
   */
  preload: () => Promise<boolean>;
};

/**
 * A page whose code arrives only when it is first shown (it suspends meanwhile: render it
 * inside <Suspense>). Unlike React.lazy, a failed download is not final: the visitor sees a
 * message with a Retry button, which fetches again. Slow rural connections drop requests.
 */
export function lazyPage(title: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<Loaded> | undefined;
  const start = () => (loading ??= settled(load()));

  function LazyPage() {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const loaded = use(start());
    if ('page' in loaded) {
      const Page = loaded.page;
      return <Page />;
    }
    const retry = () => {
      loading = undefined;
      rerender();
    };
    return <LoadFailure title={title} message={lazyPageFailedMessage} onRetry={retry} />;
  }
  LazyPage.displayName = `LazyPage(${title})`;
  LazyPage.preload = async () => 'page' in (await start());
  return LazyPage;
}

/**
 * The download's outcome, recorded on the promise as React's `use` reads it
 * (`status`/`value`): once settled, `use` returns it during render instead of suspending
 * for a moment, as it must for a promise it sees for the first time.
 */
function settled(download: Promise<{ default: ComponentType }>): Promise<Loaded> {
  const outcome = download.then(
    (module): Loaded => ({ page: module.default }),
    (failure: unknown): Loaded => ({ failure }),
  );
  void outcome.then((value) => Object.assign(outcome, { status: 'fulfilled', value }));
  return outcome;
}
