import { passwordCalls, type AccountLinkSent } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/users/{id}/invitation`: the invitation again, while no password is set. */
export function resendInvitation(id: string): Promise<AccountLinkSent> {
  return callEndpoint(passwordCalls.resendInvitation, { params: { id } });
}
