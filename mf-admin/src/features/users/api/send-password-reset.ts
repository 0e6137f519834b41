import { passwordCalls, type AccountLinkSent } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/users/{id}/password-reset`: a link for the member to choose a new password. */
export function sendPasswordReset(id: string): Promise<AccountLinkSent> {
  return callEndpoint(passwordCalls.sendPasswordReset, { params: { id } });
}
