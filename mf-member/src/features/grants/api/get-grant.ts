import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/**
 * `GET /api/grants/{id}`: one grant with its sections. A member reads published grants only;
 * any other answers 404 `grant.not_found`, as if it did not exist (decisions §3).
 */
export function getGrant(id: string, signal?: AbortSignal): Promise<Grant> {
  return callEndpoint(grantCalls.get, { params: { id }, signal });
}
