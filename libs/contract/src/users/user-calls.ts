import type { CallsOf } from '../http/endpoint.js';
import type { officeSettingsEndpoints, userEndpoints } from './user-endpoints.js';

/**
 * `userEndpoints` as the screens call them: method, path and kind of answer, no schemas (no zod
 * in a screen's bundle); the compiler holds each to its endpoint (`CallsOf`).
 */
export const userCalls: CallsOf<typeof userEndpoints> = {
  login: { method: 'POST', path: '/api/users/login', answer: 'object' },
  register: { method: 'POST', path: '/api/users/register', answer: 'object' },
  logout: { method: 'POST', path: '/api/users/logout', answer: 'nothing' },
  me: { method: 'GET', path: '/api/users/me', answer: 'object' },
  list: { method: 'GET', path: '/api/users', answer: 'list' },
  update: { method: 'PUT', path: '/api/users/:id', answer: 'object' },
  remove: { method: 'DELETE', path: '/api/users/:id', answer: 'nothing' },
  requestEmailConfirmation: {
    method: 'POST',
    path: '/api/users/me/email-confirmation',
    answer: 'object',
  },
  updateLanguage: { method: 'PUT', path: '/api/users/me/language', answer: 'object' },
  confirmEmail: { method: 'POST', path: '/api/users/confirm-email', answer: 'object' },
};

export const officeSettingsCalls: CallsOf<typeof officeSettingsEndpoints> = {
  get: { method: 'GET', path: '/api/office-settings', answer: 'object' },
  update: { method: 'PUT', path: '/api/office-settings', answer: 'object' },
  guidelines: { method: 'GET', path: '/api/office-settings/guidelines', answer: 'object' },
  updateGuidelines: { method: 'PUT', path: '/api/office-settings/guidelines', answer: 'object' },
};
