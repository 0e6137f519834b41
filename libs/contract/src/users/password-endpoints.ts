import { endpoint } from '../http/endpoint.js';
import {
  acceptInvitationRequestSchema,
  accountLinkSentSchema,
  forgotPasswordAnsweredSchema,
  forgotPasswordRequestSchema,
  inviteUserRequestSchema,
  passwordCheckRequestSchema,
  passwordCheckSchema,
  setPasswordRequestSchema,
} from './account-links.js';
import { loginResponseSchema, userSchema } from './user.js';

/**
 * Getting in and back in (`/api/users/…`): forgotten passwords, reset links, invitations, the
 * live password check. A group of their own, so that the screens that never use them (every
 * signed-in page) do not carry their calls.
 */
export const passwordEndpoints = {
  /**
   * "Forgot your password?" (202): the same answer whether or not the address has an account;
   * if it has, a link to choose a new password goes there.
   */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/users/forgot-password',
    request: forgotPasswordRequestSchema,
    response: forgotPasswordAnsweredSchema,
  }),
  /** Uses a reset link: the new password, the person signed in, every other session ended. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password',
    request: setPasswordRequestSchema,
    response: loginResponseSchema,
  }),
  /** Uses an invitation: the first password of an invited account, its holder signed in. */
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/users/accept-invitation',
    request: acceptInvitationRequestSchema,
    response: loginResponseSchema,
  }),
  /** Whether a password would be accepted, asked as the person types (rate-limited). */
  checkPassword: endpoint({
    method: 'POST',
    path: '/api/users/password-check',
    request: passwordCheckRequestSchema,
    response: passwordCheckSchema,
  }),
  /** An admin sends a member a link to choose a new password (202); the admin never sees it. */
  sendPasswordReset: endpoint({
    method: 'POST',
    path: '/api/users/:id/password-reset',
    response: accountLinkSentSchema,
  }),
  /** An admin invites a staff member or admin (201): the account, and its invitation emailed. */
  invite: endpoint({
    method: 'POST',
    path: '/api/users/invitations',
    request: inviteUserRequestSchema,
    response: userSchema,
  }),
  /** Sends an invited account's invitation again (202), while no password is set. */
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/users/:id/invitation',
    response: accountLinkSentSchema,
  }),
};
