import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import { notificationEventSchema } from './notification-event.js';

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
};
