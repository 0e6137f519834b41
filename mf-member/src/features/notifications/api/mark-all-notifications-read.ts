import { notificationCalls } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/notifications/read-all`: answers how many are still unread (none). */
export async function markAllNotificationsRead(): Promise<number> {
  return (await callEndpoint(notificationCalls.markAllRead)).unread;
}
