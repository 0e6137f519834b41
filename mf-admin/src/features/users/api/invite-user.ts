import { passwordCalls, type InviteUserRequest, type User } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/users/invitations`: a staff or admin account, its holder invited by email. */
export function inviteUser(invitation: InviteUserRequest): Promise<User> {
  return callEndpoint(passwordCalls.invite, { body: invitation });
}
