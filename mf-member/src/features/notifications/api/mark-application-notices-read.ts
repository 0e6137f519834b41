import { notificationCalls } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/notifications/application/{id}/read`: the member opened the application, so its
 * notices are read; answers how many are still unread.
 */
export async function markApplicationNoticesRead(applicationId: string): Promise<number> {
  return (
    await callEndpoint(notificationCalls.markReadForApplication, { params: { id: applicationId } })
  ).unread;
}
