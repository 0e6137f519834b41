import {
  applicationCalls,
  type ApplicationSummary,
  type ListApplicationsQuery,
} from '@portal/contract/applications';
import { callEndpoint } from '@portal/web-kit';

/** Which applications to list: `portal: 'education'` for the dashboards, nothing for all. */
export type ApplicationsFilter = Partial<Pick<ListApplicationsQuery, 'portal'>>;

/** `GET /api/grant-applications` (reviewers: every applicant's), newest first. */
export function getApplications(
  filter: ApplicationsFilter = {},
  signal?: AbortSignal,
): Promise<ApplicationSummary[]> {
  return callEndpoint(applicationCalls.list, { query: filter, signal });
}
