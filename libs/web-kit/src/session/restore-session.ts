import type { ApiClient } from '../api/api-client.js';
import { ApiRequestError } from '../api/api-request-error.js';
import type { SessionStore } from './session-store.js';
import { toSessionUser } from './session-user.js';

/**
 * Spec §4: on page load a stored token is checked with `GET /api/users/me`. The answer
 * replaces the stored user, so that a role or flag an admin changed shows on the member's
 * next page load. A refused token or an answer that is not a user signs out, as the spec asks
 * (a 401 also sends the browser to /login: the API client does that for every call). When the
 * portal cannot be reached or fails (a dropped rural connection, a restart), the stored session
 * is kept: signing a member out for a network blip would lose their place, and the next call
 * with a bad token is refused anyway.
 */
export async function restoreSession(store: SessionStore, client: ApiClient): Promise<void> {
  const { status, token } = store.getState();
  if (status !== 'restoring') return;
  let user;
  try {
    user = toSessionUser(await client.get<unknown>('/api/users/me'));
  } catch (error) {
    if (couldNotAsk(error)) user = store.getState().user;
    else user = null;
  }
  // Another tab may have signed out or in meanwhile: this answer is about the old token.
  if (store.getState().token !== token) return;
  if (user) store.confirmRestored(user);
  else store.signOut();
}

/** No answer about the token itself: the portal was unreachable, or failed on its side. */
function couldNotAsk(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.isNetworkError || error.status >= 500);
}
