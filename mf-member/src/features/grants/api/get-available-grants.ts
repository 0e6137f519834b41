import { grantCalls, type GrantSummary } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/available-grants`: the published grants as summaries, the one closing soonest first. */
export function getAvailableGrants(signal?: AbortSignal): Promise<GrantSummary[]> {
  return callEndpoint(grantCalls.available, { signal });
}
