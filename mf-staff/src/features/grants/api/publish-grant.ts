import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/**
 * `POST /api/grants/{id}/publish`. With the office's second approval on, the portal refuses
 * (409 `grant.second_approver_required`) the one who submitted it, or a grant not submitted.
 */
export function publishGrant(id: string): Promise<Grant> {
  return callEndpoint(grantCalls.publish, { params: { id } });
}
