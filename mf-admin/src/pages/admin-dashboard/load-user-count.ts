import { getUsers } from '../../features/users/api/get-users.js';

/** Total Users of the admin dashboard: the length of `GET /api/users` (spec §2). */
export async function loadUserCount(signal: AbortSignal): Promise<number> {
  return (await getUsers(signal)).length;
}
