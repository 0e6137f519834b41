import { userCalls, type EmailConfirmationSent } from '@portal/contract/users';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/users/me/email-confirmation`: a new link to confirm the member's own address. */
export function requestEmailConfirmation(): Promise<EmailConfirmationSent> {
  return callEndpoint(userCalls.requestEmailConfirmation);
}
