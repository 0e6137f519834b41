import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDrawnAnswers, type DrawnAnswers } from './drawn-answers.js';

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

export interface QueryOptions<T> {
  /**
   * The GET path (with query) `load` asks, when it is one call: a page drawn on the server with
   * the member's data (`DrawnAnswers`) starts from that call's answer.
   */
  path?: string;
  /**
   * For a `load` of several calls: its data read from the answers the page was drawn with, or
   * undefined when one of its calls is not among them.
   */
  drawnFrom?: (answers: DrawnAnswers) => T | undefined;
}

interface KeyedState<T> {
  keys: readonly unknown[];
  state: QueryState<T>;
}

function loadingState<T>(): QueryState<T> {
  return { status: 'loading', data: undefined, error: undefined };
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((key, index) => Object.is(key, b[index]));
}

/** The data a query starts from on a page drawn with `answers`, if they hold it. */
function drawnData<T>(
  answers: DrawnAnswers | null,
  { path, drawnFrom }: QueryOptions<T>,
): { data: T } | undefined {
  if (!answers) return undefined;
  if (path !== undefined) return answers.has(path) ? { data: answers.get(path) as T } : undefined;
  const data = drawnFrom?.(answers);
  return data === undefined ? undefined : { data };
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
  options: QueryOptions<T> = {},
): Query<T> {
  const answers = useDrawnAnswers();
  // Each state remembers the keys it answers: in the render where the keys change (before the
  // effect below starts the new load) the old data must not be shown as the answer to the new
  // keys, e.g. a list's rows under the caption of the filter just chosen.
  const [keyed, setKeyed] = useState<KeyedState<T>>(() => {
    const drawn = drawnData(answers, options);
    return {
      keys,
      state: drawn
        ? { status: 'loaded', data: drawn.data, error: undefined }
        : { status: 'loading', data: undefined, error: undefined },
    };
  });
  const state: QueryState<T> = sameKeys(keyed.keys, keys) ? keyed.state : loadingState();

  // Started from the answers the page came drawn with (fetched by the gateway a moment ago):
  // the first load is that answer; a change of keys or a refresh loads as always.
  const startedDrawn = useRef(state.status === 'loaded');
  const [refreshing, setRefreshing] = useState(false);
  const [generation, setGeneration] = useState(0);
  // The latest `load`, without a new function on each render reloading.
  const runLoad = useEffectEvent(load);
  const isRefresh = useRef(false);

  useEffect(() => {
    if (startedDrawn.current) {
      startedDrawn.current = false;
      return;
    }
    const controller = new AbortController();
    const loadedKeys = keys;
    const setState = (next: QueryState<T> | ((previous: QueryState<T>) => QueryState<T>)) =>
      setKeyed((previous) => ({
        keys: loadedKeys,
        state:
          typeof next === 'function'
            ? next(sameKeys(previous.keys, loadedKeys) ? previous.state : loadingState())
            : next,
      }));
    if (!isRefresh.current) setState({ status: 'loading', data: undefined, error: undefined });
    runLoad(controller.signal)
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'loaded', data, error: undefined });
        },
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
