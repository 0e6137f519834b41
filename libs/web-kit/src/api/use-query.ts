import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDrawnAnswer } from './drawn-answers.js';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  /** `data` is what was shown before a refresh failed (undefined when the first load failed). */
  | { status: 'failed'; data: T | undefined; error: unknown }
  | { status: 'loaded'; data: T; error: undefined };

export type Query<T> = QueryState<T> & {
  /** Loads again; what is shown stays until the new answer arrives. */
  refresh: () => void;
  /** True while a refresh is under way (the first load is `status: 'loading'`). */
  refreshing: boolean;
};

export interface QueryOptions {
  /**
   * The GET path (with query) `load` asks, when it is one call: a page drawn on the server with
   * the member's data (`DrawnAnswers`) starts from that call's answer. In the browser the
   * query loads as always.
   */
  path?: string;
}

/**
 * The one way a screen loads data: runs `load` when the screen shows and whenever one of `keys`
 * changes (an id from the address), follows it (loading, failed with the error, loaded), and
 * can `refresh()`. A request still running when the screen goes away or the keys change is
 * aborted, and never reported as a failure.
 */
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  keys: readonly unknown[] = [],
  options: QueryOptions = {},
): Query<T> {
  const drawn = useDrawnAnswer(options.path);
  const [state, setState] = useState<QueryState<T>>(() =>
    drawn
      ? { status: 'loaded', data: drawn.answer as T, error: undefined }
      : { status: 'loading', data: undefined, error: undefined },
  );
  const [refreshing, setRefreshing] = useState(false);
  const [generation, setGeneration] = useState(0);
  // The latest `load`, without a new function on each render reloading.
  const runLoad = useEffectEvent(load);
  const isRefresh = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    if (!isRefresh.current) setState({ status: 'loading', data: undefined, error: undefined });
    runLoad(controller.signal)
      .then(
        (data) => setState({ status: 'loaded', data, error: undefined }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A failed refresh keeps what the screen showed; it says the refresh failed.
          setState((previous) => ({ status: 'failed', data: previous.data, error }));
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) {
          isRefresh.current = false;
          setRefreshing(false);
        }
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` are the reload triggers
  }, [generation, ...keys]);

  const refresh = useCallback(() => {
    isRefresh.current = true;
    setRefreshing(true);
    setGeneration((current) => current + 1);
  }, []);

  return { ...state, refresh, refreshing };
}
