import { notificationAdminCalls, type EmailDelivery } from '@portal/contract/notifications';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/admin/notifications/{id}/retry`: a failed email back to pending. */
export function retryEmail(id: string): Promise<EmailDelivery> {
  return callEndpoint(notificationAdminCalls.retry, { params: { id } });
}
