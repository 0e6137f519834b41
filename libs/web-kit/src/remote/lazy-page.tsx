import { use, useReducer, type ComponentType } from 'react';
import { LoadFailure } from '../ui/load-failure.js';

type Loaded = { page: ComponentType } | { failure: unknown };

export const lazyPageFailedMessage =
  'This page could not be loaded. Check your connection and try again.';

/**
 * A page whose code arrives only when it is first shown (it suspends meanwhile: render it
 * inside <Suspense>). Unlike React.lazy, a failed download is not final: the visitor sees a
 * message with a Retry button, which fetches again. Slow rural connections drop requests.
 */
export function lazyPage(
  title: string,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  let loading: Promise<Loaded> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => ({ page: module.default }),
      (failure: unknown) => ({ failure }),
    ));

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
  return LazyPage;
}
