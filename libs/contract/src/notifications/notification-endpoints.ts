import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  emailDeliveryListQuerySchema,
  emailDeliveryPageSchema,
  emailDeliverySchema,
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  notificationPageSchema,
  pageQuerySchema,
  unreadCountSchema,
} from './notification.js';
import { accountEmailSchema } from './account-email.js';
import { notificationEventSchema } from './notification-event.js';

/** A member's own inbox and email preferences (`notifications:use`). */
export const notificationEndpoints = {
  /** Own notices, newest first, `limit` at a time (`?before=` the previous page's `nextCursor`). */
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    query: pageQuerySchema,
    response: notificationPageSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    response: unreadCountSchema,
  }),
  /** Marks one notice read (again is fine); answers the unread count after it. */
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    response: unreadCountSchema,
  }),
  /**
   * Marks read the caller's notices about one application (opened, from a notice's link or
   * otherwise); answers the unread count after it.
   */
  markReadForApplication: endpoint({
    method: 'POST',
    path: '/api/notifications/application/:id/read',
    response: unreadCountSchema,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    response: unreadCountSchema,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/notifications/preferences',
    response: emailPreferencesSchema,
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/api/notifications/preferences',
    request: emailPreferencesUpdateSchema,
    response: emailPreferencesSchema,
  }),
};

/** The emails of every notice, for admins (`notifications:manage`). */
export const notificationAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/notifications',
    query: emailDeliveryListQuerySchema,
    response: emailDeliveryPageSchema,
  }),
  /** A failed email goes back to pending, its tries counted from zero. */
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/:id/retry',
    response: emailDeliverySchema,
  }),
};

/** For the other services only (`/internal`, the services' credential; see the README). */
export const notificationInternalEndpoints = {
  /**
   * Events from the applications service's outbox, at least once each; the notifications service
   * applies each once by `eventId` (a repeat answers as applied and creates nothing).
   */
  events: endpoint({
    method: 'POST',
    path: '/internal/notifications/events',
    request: z.object({ events: z.array(notificationEventSchema).min(1).max(500) }),
    response: z.object({ applied: z.number().int() }),
  }),
  /**
   * Identity's emails with a link (its outbox, at least once each): sent at once, each once by
   * its id. A failure to send answers 503 and identity tries again; those already sent are not
   * sent twice.
   */
  accountEmails: endpoint({
    method: 'POST',
    path: '/internal/notifications/account-emails',
    request: z.object({ emails: z.array(accountEmailSchema).min(1).max(20) }),
    response: z.object({ sent: z.number().int() }),
  }),
};
