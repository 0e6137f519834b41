import { notificationCalls, type NotificationPage } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/notifications`: the member's own notices, newest first, a page at a time. */
export function getNotifications(
  page: { limit: number; before?: string },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return callEndpoint(notificationCalls.list, { query: page, signal });
}
