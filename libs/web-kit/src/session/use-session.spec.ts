import { act, renderHook } from '@testing-library/react';
import { createMemoryStorage, createSessionStore } from './session-store.js';
import { useSession } from './use-session.js';

describe('useSession', () => {
  it('re-renders with the new session on sign-in and sign-out', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const { result } = renderHook(() => useSession(store));
    expect(result.current.status).toBe('signed-out');

    act(() =>
      store.signIn({
        token: 'tok',
        encryptionKey: 'key',
        user: {
          _id: 'u-1',
          firstName: 'Mary',
          lastName: 'Bear',
          email: 'mary@example.ca',
          userType: 'user',
          education: false,
          harvesting: false,
          communityOutreach: false,
        },
      }),
    );
    expect(result.current).toMatchObject({ status: 'signed-in', user: { firstName: 'Mary' } });

    act(() => store.signOut());
    expect(result.current.status).toBe('signed-out');
  });
});
