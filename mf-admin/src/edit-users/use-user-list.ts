import { api, errorMessage } from '@portal/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { editUsersTexts } from './edit-users-texts.js';
import { toManagedUsers, type ManagedUser } from './managed-user.js';

export interface UserListState {
  /** null until the first answer; kept on screen while a refresh runs or fails. */
  users: ManagedUser[] | null;
  loading: boolean;
  error: string | null;
}

/** `GET /api/users`, decrypted with the session's key; `refresh()` loads it again. */
export function useUserList(encryptionKey: string | null): UserListState & { refresh: () => void } {
  const [state, setState] = useState<UserListState>({ users: null, loading: true, error: null });
  const running = useRef<AbortController | null>(null);

  // Starts a load; only the newest one may change the state.
  const startLoad = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    api.get<unknown>('/api/users', { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        try {
          setState({ users: toManagedUsers(answer, encryptionKey), loading: false, error: null });
        } catch {
          setState((previous) => ({
            ...previous,
            loading: false,
            error: editUsersTexts.loadFailed,
          }));
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error, editUsersTexts.loadFailed);
        setState((previous) => ({ ...previous, loading: false, error: message }));
      },
    );
  }, [encryptionKey]);

  useEffect(() => {
    startLoad();
    return () => running.current?.abort();
  }, [startLoad]);

  const refresh = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true, error: null }));
    startLoad();
  }, [startLoad]);

  return { ...state, refresh };
}
