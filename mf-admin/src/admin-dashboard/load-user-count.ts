import { api } from '@portal/web-kit';

/** Total Users of the admin dashboard: the length of `GET /api/users` (spec §2). */
export async function loadUserCount(signal: AbortSignal): Promise<number> {
  const users = await api.get<unknown>('/api/users', { signal });
  // Never invent a number: an answer that is not a list is a failure.
  if (!Array.isArray(users)) throw new Error('The portal did not answer with a list.');
  return users.length;
}
