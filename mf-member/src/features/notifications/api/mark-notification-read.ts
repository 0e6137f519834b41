import { notificationCalls } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/notifications/{id}/read`: answers how many are still unread. */
export async function markNotificationRead(id: string): Promise<number> {
  return (await callEndpoint(notificationCalls.markRead, { params: { id } })).unread;
}
