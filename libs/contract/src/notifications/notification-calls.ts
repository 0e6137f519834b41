import type { CallsOf } from '../http/endpoint.js';
import type {
  notificationAdminEndpoints,
  notificationEndpoints,
} from './notification-endpoints.js';

/**
 * `notificationEndpoints` as the screens call them: method, path and kind of answer, no schemas
 * (no zod in a screen's bundle, the shell's bell included); the compiler holds each to its
 * endpoint (`CallsOf`).
 */
export const notificationCalls: CallsOf<typeof notificationEndpoints> = {
  list: { method: 'GET', path: '/api/notifications', answer: 'object' },
  unreadCount: { method: 'GET', path: '/api/notifications/unread-count', answer: 'object' },
  markRead: { method: 'POST', path: '/api/notifications/:id/read', answer: 'object' },
  markReadForApplication: {
    method: 'POST',
    path: '/api/notifications/application/:id/read',
    answer: 'object',
  },
  markAllRead: { method: 'POST', path: '/api/notifications/read-all', answer: 'object' },
  preferences: { method: 'GET', path: '/api/notifications/preferences', answer: 'object' },
  updatePreferences: { method: 'PUT', path: '/api/notifications/preferences', answer: 'object' },
};

/** `notificationAdminEndpoints` as the admin screens call them (see `notificationCalls`). */
export const notificationAdminCalls: CallsOf<typeof notificationAdminEndpoints> = {
  list: { method: 'GET', path: '/api/admin/notifications', answer: 'object' },
  retry: { method: 'POST', path: '/api/admin/notifications/:id/retry', answer: 'object' },
};
