import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SessionStoreProvider } from './session-context.js';
import { sessionStore } from './portal-session.js';
import { createMemoryStorage, createSessionStore, type SessionStore } from './session-store.js';
import { useSession } from './use-session.js';
import { testMember as mary } from '../testing/test-users.js';

function withStore(store: SessionStore) {
  return ({ children }: { children: ReactNode }) => (
    <SessionStoreProvider store={store}>{children}</SessionStoreProvider>
  );
}

describe('useSession', () => {
  it('re-renders with the new session on sign-in and sign-out', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    const { result } = renderHook(() => useSession(), { wrapper: withStore(store) });
    expect(result.current.status).toBe('signed-out');

    act(() => store.signIn({ token: 'tok', encryptionKey: 'key', user: mary }));
    expect(result.current).toMatchObject({ status: 'signed-in', user: { firstName: 'Mary' } });

    act(() => store.signOut());
    expect(result.current.status).toBe('signed-out');
  });

  it('reads the portal session when no provider is above it', () => {
    const { result } = renderHook(() => useSession());

    expect(result.current).toBe(sessionStore.getState());
  });

  it('hydrates a page drawn signed out without a mismatch, then shows the stored session', async () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'stored-token');
    storage.setItem('user', JSON.stringify(mary));
    const store = createSessionStore({ storage });
    function Greeting() {
      const session = useSession();
      return <p>{session.user ? `Signed in as ${session.user.firstName}` : 'Signed out'}</p>;
    }
    const page = (
      <SessionStoreProvider store={store}>
        <Greeting />
      </SessionStoreProvider>
    );
    const container = document.createElement('div');
    // As the build pre-renders a page: nobody is signed in there.
    container.innerHTML = '<p>Signed out</p>';
    const hydrationErrors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });

    expect(hydrationErrors).toEqual([]);
    expect(container.textContent).toBe('Signed in as Mary');
  });
});
