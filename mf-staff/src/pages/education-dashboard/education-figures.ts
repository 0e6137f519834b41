import type { ApplicationSummary } from '@portal/contract/applications';
import { countWithStatus } from '../../features/applications/count-with-status.js';
import { countActiveGrants } from '../../features/grants/count-active-grants.js';

/** The four stat cards of the education dashboard (spec §2). */
export interface EducationFigures {
  /** Grants with status published. */
  activeGrants: number;
  /** Applications with status submitted. */
  pendingApplications: number;
  /** Applications with status approved. */
  awardedGrants: number;
  totalApplications: number;
}

export function educationFigures(
  /** Statuses as stored: counted whatever their case (spec §4). */
  grants: ReadonlyArray<{ status: unknown }>,
  applications: readonly Pick<ApplicationSummary, 'status'>[],
): EducationFigures {
  return {
    activeGrants: countActiveGrants(grants),
    pendingApplications: countWithStatus(applications, 'submitted'),
    awardedGrants: countWithStatus(applications, 'approved'),
    totalApplications: applications.length,
  };
}
