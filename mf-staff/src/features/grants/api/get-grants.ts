import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/grants` (reviewers): every grant, whatever its status. */
export function getGrants(signal?: AbortSignal): Promise<Grant[]> {
  return callEndpoint(grantCalls.list, { signal });
}
