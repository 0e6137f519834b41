import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/grants/{id}/archive`: hidden from the lists, kept with its applications. */
export function archiveGrant(id: string): Promise<Grant> {
  return callEndpoint(grantCalls.archive, { params: { id } });
}

/** `POST /api/grants/{id}/restore`: back in the lists as it was. */
export function restoreGrant(id: string): Promise<Grant> {
  return callEndpoint(grantCalls.restore, { params: { id } });
}
