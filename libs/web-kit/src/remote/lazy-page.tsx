import { use, useReducer, type ComponentType } from 'react';
import { englishText } from '../format/english-text.js';
import { useKitMessages } from '../i18n/kit-messages.js';
import { LoadFailure } from '../ui/load-failure.js';
import { remoteMessages } from './messages.js';
import { useRouteTitle } from './route-title.js';

type Loaded = { page: ComponentType } | { failure: unknown };

/** The English text (the page says it in the chosen language). */
export const lazyPageFailedMessage = englishText(remoteMessages.lazyPageFailed);

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
/**
 * The page's title, shown if its code fails to download: the text, or a hook that gives it in
 * the chosen language (`() => useAdminMessages().t(messages.title)`), called while rendering.
 */
export type LazyPageTitle = string | (() => string);

export function lazyPage(
  title: LazyPageTitle,
  load: () => Promise<{ default: ComponentType }>,
): LazyPage {
  let loading: Promise<Loaded> | undefined;
  const start = () => (loading ??= settled(load()));

  function LazyPage() {
    const { t } = useKitMessages();
    // The shell's title of the route (in the chosen language) before the page's own English one.
    const shownTitle = useRouteTitle(typeof title === 'string' ? title : title());
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
    return (
      <LoadFailure title={shownTitle} message={t(remoteMessages.lazyPageFailed)} onRetry={retry} />
    );
  }
  LazyPage.displayName = `LazyPage(${typeof title === 'string' ? title : title.name})`;
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
