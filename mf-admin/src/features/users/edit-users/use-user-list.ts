import { useProblemText, useQuery } from '@portal/web-kit';
import { useAdminMessages } from '../../../i18n/admin-messages.js';
import { getUsers } from '../api/get-users.js';
import { editUsersMessages as words } from './messages.js';
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
  const { t } = useAdminMessages();
  const problemText = useProblemText();
  const query = useQuery(
    async (signal) => toManagedUsers(await getUsers(signal), encryptionKey),
    [encryptionKey],
  );
  return {
    users: query.data ?? null,
    loading: query.status === 'loading' || query.refreshing,
    error: query.status === 'failed' ? problemText(query.error, t(words.loadFailed)) : null,
    refresh: query.refresh,
  };
}
