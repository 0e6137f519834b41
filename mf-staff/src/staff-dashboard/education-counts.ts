import { api } from '@portal/web-kit';

/** The counts on the staff dashboard's Education card (spec §2). */
export interface EducationCounts {
  /** Grants with status published. */
  activeGrants: number;
  /** Applications with status submitted. */
  pendingReview: number;
}

/** Only the status matters here; the grant and application types come with their screens. */
interface WithStatus {
  status?: unknown;
}

function countWithStatus(answer: unknown, status: string): number {
  // Never invent a number: an answer that is not a list is a failure, not zero.
  if (!Array.isArray(answer)) throw new Error('The portal did not answer with a list.');
  return (answer as WithStatus[]).filter(
    (item) => typeof item.status === 'string' && item.status.toLowerCase() === status.toLowerCase(),
  ).length;
}

/** Reads both lists (spec §7: grants, and applications for dashboards) and counts. */
export async function loadEducationCounts(signal: AbortSignal): Promise<EducationCounts> {
  const [grants, applications] = await Promise.all([
    api.get<unknown>('/api/grants', { signal }),
    api.get<unknown>('/api/grant-applications?portal=education', { signal }),
  ]);
  return {
    activeGrants: countWithStatus(grants, 'published'),
    pendingReview: countWithStatus(applications, 'submitted'),
  };
}
