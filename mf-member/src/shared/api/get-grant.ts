import { grantCalls, type Grant } from '@portal/contract/grants';
import { pathFor } from '@portal/contract/http';
import { callEndpoint } from '@portal/web-kit';

/** The path `getGrant` asks: a page drawn with the member's data starts from its answer. */
export const grantPath = (id: string) => pathFor(grantCalls.get, { id });

/**
 * `GET /api/grants/{id}`: one grant with its sections. A member reads published grants only;
 * any other answers 404 `grant.not_found`, as if it did not exist (decisions §3).
 */
export function getGrant(id: string, signal?: AbortSignal): Promise<Grant> {
  return callEndpoint(grantCalls.get, { params: { id }, signal });
}
