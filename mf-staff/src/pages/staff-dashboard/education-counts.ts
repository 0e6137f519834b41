import { getApplications } from '../../features/applications/api/get-applications.js';
import { countWithStatus } from '../../features/applications/count-with-status.js';
import { getGrants } from '../../shared/api/get-grants.js';
import { countActiveGrants } from '../../features/grants/count-active-grants.js';

/** The counts on the staff dashboard's Education card (spec §2). */
export interface EducationCounts {
  /** Grants with status published. */
  activeGrants: number;
  /** Applications with status submitted. */
  pendingReview: number;
}

/**
 * Reads both lists (spec §7: grants, and applications for dashboards); either failing fails
 * both, so the card never shows a number it did not receive.
 */
export async function loadEducationCounts(signal: AbortSignal): Promise<EducationCounts> {
  const [grants, applications] = await Promise.all([
    getGrants(signal),
    getApplications({ portal: 'education' }, signal),
  ]);
  return {
    activeGrants: countActiveGrants(grants),
    pendingReview: countWithStatus(applications, 'submitted'),
  };
}
