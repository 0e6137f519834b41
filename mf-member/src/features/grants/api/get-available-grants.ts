import { grantCalls, type GrantSummary } from '@portal/contract/grants';
import { pathFor } from '@portal/contract/http';
import { callEndpoint } from '@portal/web-kit';

/** The path `getAvailableGrants` asks: a page drawn with the member's data starts from its answer. */
export const availableGrantsPath = pathFor(grantCalls.available);

/** `GET /api/available-grants`: the published grants as summaries, the one closing soonest first. */
export function getAvailableGrants(signal?: AbortSignal): Promise<GrantSummary[]> {
  return callEndpoint(grantCalls.available, { signal });
}
