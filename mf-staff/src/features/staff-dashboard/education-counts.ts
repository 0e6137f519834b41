import { normalizeGrantStatus } from '@portal/contract/grants';
import { api } from '@portal/web-kit';
import { getGrants } from '../grants/api/get-grants.js';

/** The counts on the staff dashboard's Education card (spec §2). */
export interface EducationCounts {
  /** Grants with status published. */
  activeGrants: number;
  /** Applications with status submitted. */
  pendingReview: number;
}

/** Active Grants: the published ones, whatever the case the status was stored in (spec §4). */
export function countActiveGrants(grants: ReadonlyArray<{ status: unknown }>): number {
  return grants.filter((grant) => normalizeGrantStatus(grant.status) === 'published').length;
}

/**
 * Pending Review: the submitted applications. The applications service and its typed endpoint
 * arrive with the applications issue; until then the list is read as it comes and only its
 * statuses are looked at.
 */
async function countPendingReview(signal: AbortSignal): Promise<number> {
  const answer = await api.get<unknown>('/api/grant-applications?portal=education', { signal });
  // Never invent a number: an answer that is not a list is a failure, not zero.
  if (!Array.isArray(answer)) throw new Error('The portal did not answer with a list.');
  return answer.filter(
    (application: unknown) =>
      typeof application === 'object' &&
      application !== null &&
      'status' in application &&
      typeof application.status === 'string' &&
      application.status.toLowerCase() === 'submitted',
  ).length;
}

/** Reads both lists (spec §7: grants, and applications for dashboards); either failing fails both. */
export async function loadEducationCounts(signal: AbortSignal): Promise<EducationCounts> {
  const [grants, pendingReview] = await Promise.all([
    getGrants(signal),
    countPendingReview(signal),
  ]);
  return { activeGrants: countActiveGrants(grants), pendingReview };
}
