import { errorMessage, useQuery } from '@portal/web-kit';
import { getUsers } from '../api/get-users.js';
import { editUsersTexts } from './edit-users-texts.js';
import { toManagedUsers, type ManagedUser } from './managed-user.js';

export interface UserList {
  /** null until the first answer; kept on screen while a refresh runs or fails. */
  users: ManagedUser[] | null;
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

/** `GET /api/users`, decrypted with the session's key; `refresh()` loads it again. */
export function useUserList(encryptionKey: string | null): UserList {
  const query = useQuery(
    async (signal) => toManagedUsers(await getUsers(signal), encryptionKey),
    [encryptionKey],
  );
  return {
    users: query.data ?? null,
    loading: query.status === 'loading' || query.refreshing,
    error: query.status === 'failed' ? errorMessage(query.error, editUsersTexts.loadFailed) : null,
    refresh: query.refresh,
  };
}
