import { userCalls, type ListedUser } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/users` (admins): every account, five fields encrypted under the session's key. */
export function getUsers(signal?: AbortSignal): Promise<ListedUser[]> {
  return callEndpoint(userCalls.list, { signal });
}
