import type { CallsOf } from '../http/endpoint.js';
import type { passwordEndpoints } from './password-endpoints.js';

/** `passwordEndpoints` as the screens call them (no schemas: no zod in a screen's bundle). */
export const passwordCalls: CallsOf<typeof passwordEndpoints> = {
  forgotPassword: { method: 'POST', path: '/api/users/forgot-password', answer: 'object' },
  resetPassword: { method: 'POST', path: '/api/users/reset-password', answer: 'object' },
  acceptInvitation: { method: 'POST', path: '/api/users/accept-invitation', answer: 'object' },
  checkPassword: { method: 'POST', path: '/api/users/password-check', answer: 'object' },
  sendPasswordReset: { method: 'POST', path: '/api/users/:id/password-reset', answer: 'object' },
  invite: { method: 'POST', path: '/api/users/invitations', answer: 'object' },
  resendInvitation: { method: 'POST', path: '/api/users/:id/invitation', answer: 'object' },
};
