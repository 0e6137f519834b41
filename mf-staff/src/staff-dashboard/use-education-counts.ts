import { useEffect, useState } from 'react';
import { loadEducationCounts, type EducationCounts } from './education-counts.js';

export type CountsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; counts: EducationCounts };

/** Loads the Education counts once; `enabled` false (no permission to see them) loads nothing. */
export function useEducationCounts(enabled: boolean): CountsState {
  const [state, setState] = useState<CountsState>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadEducationCounts(controller.signal).then(
      (counts) => setState({ kind: 'loaded', counts }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [enabled]);
  return state;
}
