import type { QueryState } from '@portal/web-kit';

/**
 * Two loads as one state, for numbers made of both: failed when either failed, loading while
 * either loads, loaded when both are. A failed refresh fails it too: no number half from before.
 */
export function bothLoaded<A, B>(first: QueryState<A>, second: QueryState<B>): QueryState<[A, B]> {
  if (first.status === 'failed' || second.status === 'failed') {
    return { status: 'failed', data: undefined, error: first.error ?? second.error };
  }
  if (first.status === 'loading' || second.status === 'loading') {
    return { status: 'loading', data: undefined, error: undefined };
  }
  return { status: 'loaded', data: [first.data, second.data], error: undefined };
}
