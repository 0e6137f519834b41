import type { NotificationEvent } from '@portal/contract';
import { statusChangeEvents } from '@portal/contract/testing';

/**
 * The services' credential the tests start the portal with (the launcher's SERVICE_SECRET), so
 * that a test can post events to the notifications service as the applications service's outbox
 * does.
 */
export const testServiceSecret = 'e2e-service-secret-0123456789-abcdefghij';

/** The header one service shows another its credential in (nest-kit's `serviceCredentialHeader`). */
const serviceCredentialHeader = 'x-portal-service-credential';

/** `statusChanged` events for one member's applications, as the applications service sends them. */
export function statusChanges(applicantId: string, count: number): NotificationEvent[] {
  return statusChangeEvents(applicantId, count, 'Burst Bursary');
}

/**
 * Posts events to the notifications service's internal endpoint as the outbox relay does: a batch
 * not answered 200 is posted again (after a short wait) until it is; `pauseMs` between batches
 * spreads a burst out. Answers how many posts failed.
 */
export async function deliverAtLeastOnce(
  notificationsUrl: () => Promise<string>,
  events: NotificationEvent[],
  { batchSize = 20, pauseMs = 0 }: { batchSize?: number; pauseMs?: number } = {},
): Promise<number> {
  let failedPosts = 0;
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    for (;;) {
      const answered = await fetch(`${await notificationsUrl()}/internal/notifications/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [serviceCredentialHeader]: testServiceSecret,
        },
        body: JSON.stringify({ events: batch }),
        signal: AbortSignal.timeout(5_000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      failedPosts += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return failedPosts;
}
