import { api } from '@portal/web-kit';
import { useEffect, useState } from 'react';

export type UserCountState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; total: number };

/** Total Users of the admin dashboard: the length of `GET /api/users` (spec §2). */
export function useUserCount(): UserCountState {
  const [state, setState] = useState<UserCountState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.get<unknown>('/api/users', { signal: controller.signal }).then(
      (users) =>
        // Never invent a number: an answer that is not a list is a failure.
        setState(
          Array.isArray(users) ? { kind: 'loaded', total: users.length } : { kind: 'failed' },
        ),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
