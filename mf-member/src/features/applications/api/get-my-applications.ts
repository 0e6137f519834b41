import { applicationCalls, type ApplicationSummary } from '@portal/contract/applications';
import { pathFor } from '@portal/contract/http';
import { callEndpoint } from '@portal/web-kit';

/** The path `getMyApplications` asks: a page drawn with the member's data starts from its answer. */
export const myApplicationsPath = pathFor(applicationCalls.list, {}, { userOnly: 'true' });

/** `GET /api/grant-applications?userOnly=true`: the member's own applications, newest first. */
export function getMyApplications(signal?: AbortSignal): Promise<ApplicationSummary[]> {
  return callEndpoint(applicationCalls.list, { query: { userOnly: 'true' }, signal });
}
