import { applicationCalls, type ApplicationSummary } from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/** `GET /api/grant-applications?userOnly=true`: the member's own applications, newest first. */
export function getMyApplications(signal?: AbortSignal): Promise<ApplicationSummary[]> {
  return callEndpoint(applicationCalls.list, { query: { userOnly: 'true' }, signal });
}
