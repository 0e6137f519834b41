import { useEffect, useState } from 'react';

export type LoadState<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; value: T };

/**
 * Runs `load` once when a screen shows (again when `load` or `enabled` change) and follows it:
 * loading, failed or loaded. The request is aborted when the screen goes away, and an aborted
 * request is not reported as a failure. `load` should be a stable (module-level) function.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ kind: 'loaded', value }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, enabled]);
  return state;
}
