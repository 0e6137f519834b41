import type { ApplicationStatus, ApplicationSummary } from '@portal/contract/applications';

/** How many of `applications` have `status`: Pending (submitted), Awarded (approved)… */
export function countWithStatus(
  applications: readonly Pick<ApplicationSummary, 'status'>[],
  status: ApplicationStatus,
): number {
  return applications.filter((application) => application.status === status).length;
}
