import type { NotificationEvent } from '../notifications/notification-event.js';

/**
 * `statusChanged` events for one member's applications, as the applications service's outbox
 * sends them (each its own event, application and reference): for tests and the bench that post
 * a burst to the notifications service directly.
 */
export function statusChangeEvents(
  applicantId: string,
  count: number,
  grantTitle = 'Burst Bursary',
): NotificationEvent[] {
  const grantId = crypto.randomUUID();
  return Array.from({ length: count }, (_, index) => ({
    eventId: crypto.randomUUID(),
    kind: 'statusChanged' as const,
    at: new Date().toISOString(),
    applicationId: crypto.randomUUID(),
    reference: `EDU-2026-${String(index + 1).padStart(6, '0')}`,
    grantId,
    grantTitle,
    applicantId,
    status: index % 2 ? 'approved' : 'reviewed',
    reviewerIds: [],
  }));
}
