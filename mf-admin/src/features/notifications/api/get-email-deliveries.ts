import { notificationAdminCalls, type EmailDeliveryPage } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/admin/notifications?state=`: every notice's email in one state, newest first. */
export function getEmailDeliveries(
  query: { state: 'sent' | 'pending' | 'failed'; limit: number; before?: string },
  signal?: AbortSignal,
): Promise<EmailDeliveryPage> {
  return callEndpoint(notificationAdminCalls.list, { query, signal });
}
