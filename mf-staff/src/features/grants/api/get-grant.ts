import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/grants/{id}`: one grant (404 `grant.not_found` when there is none). */
export function getGrant(id: string, signal?: AbortSignal): Promise<Grant> {
  return callEndpoint(grantCalls.get, { params: { id }, signal });
}
