import type { UserType } from '@portal/contract';
import { ApiRequestError, errorMessage } from '@portal/web-kit';
import type { Messages } from '@portal/web-kit/i18n';
import { loginMessages } from './messages.js';

/** Where a signed-in member lands (spec §2). */
export const dashboardPath = '/user-dashboard';

/**
 * Where an account lands after signing in: staff work from the staff dashboard and admins from
 * theirs; members (and anyone else) from spec §2's /user-dashboard.
 */
export function dashboardPathFor(user: { userType: UserType }): string {
  if (user.userType === 'admin') return '/admin-dashboard';
  if (user.userType === 'staff') return '/staff-dashboard';
  return dashboardPath;
}

/** Spec §2: "after about 300 ms performs a full page load". */
export const loginRedirectDelayMs = 300;

/**
 * Spec §8: "Login failure: server message or 'Login failed'; a thrown error shows
 * 'Server error: ' plus the message." An answer from the portal is a login failure; no
 * answer at all (or one that cannot be read) is a thrown error.
 */
export function loginFailureMessage(error: unknown, t: Messages['t']): string {
  if (error instanceof ApiRequestError && !error.isNetworkError) {
    return errorMessage(error, t(loginMessages.failed));
  }
  const reason = error instanceof Error ? error.message : String(error);
  return t(loginMessages.serverError, { reason });
}
