import { grantCalls, type GrantHistoryEntry } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/grants/{id}/history`: who created, changed, published or copied the grant, and when. */
export function getGrantHistory(id: string, signal?: AbortSignal): Promise<GrantHistoryEntry[]> {
  return callEndpoint(grantCalls.history, { params: { id }, signal });
}
