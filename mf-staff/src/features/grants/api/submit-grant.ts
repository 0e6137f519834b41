import { grantCalls, type Grant } from '@portal/contract/grants';
import { callEndpoint } from '@portal/web-kit';

/** `POST /api/grants/{id}/submit`: the draft goes to pendingApproval (Submit for Approval). */
export function submitGrant(id: string): Promise<Grant> {
  return callEndpoint(grantCalls.submit, { params: { id } });
}
