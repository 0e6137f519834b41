// The words of an application: its statuses and their labels, the kinds of its history's entries.
// No zod here: the screens import these, and a module that builds schemas would bring zod into
// their bundles.

/** Spec §4: an application's five statuses. Reviewers may set any of them from any other. */
export const applicationStatuses = [
  'submitted',
  'reviewed',
  'approved',
  'rejected',
  'needsMoreInfo',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Every state an application can be in: the five a reviewer sets, and `withdrawn`, which only
 * the applicant reaches (`POST /api/grant-applications/{id}/withdraw`) and nobody
 * leaves. `PUT …/status` keeps taking the five only.
 */
export const applicationStates = [...applicationStatuses, 'withdrawn'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** Spec §4's labels (and Withdrawn), the same on every screen. */
export const applicationStatusLabels: Readonly<Record<ApplicationState, string>> = {
  submitted: 'Submitted',
  reviewed: 'In Review',
  approved: 'Awarded',
  rejected: 'Not Awarded',
  needsMoreInfo: 'Requires More Information',
  withdrawn: 'Withdrawn',
};

/** One of the five statuses a reviewer may set (never `withdrawn`). */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);
}

export function isApplicationState(value: unknown): value is ApplicationState {
  return typeof value === 'string' && (applicationStates as readonly string[]).includes(value);
}

/** The label a screen shows for an application's status: a missing or unknown one shows Submitted. */
export function applicationStatusLabel(value: unknown): string {
  return applicationStatusLabels[isApplicationState(value) ? value : 'submitted'];
}

/** The applicant may withdraw only while the application waits for a decision. */
export const withdrawableStates: readonly ApplicationState[] = ['submitted', 'needsMoreInfo'];

/**
 * The receipt of an application: `EDU-<year>-<number>`, read over the phone. The
 * year is the submission's in Toronto; the number, six digits at least, comes from one database
 * sequence, so no two applications share it.
 */
export const applicationReferencePattern = /^EDU-\d{4}-\d{6,}$/;

/** Spec §3: the only area that takes applications today; set by the server on submit. */
export const applicationPortals = ['education'] as const;
export type ApplicationPortal = (typeof applicationPortals)[number];

/**
 * What happened at one entry of an application's history: its submission, a reviewer's status
 * change, a reviewer's request for more information, the applicant's resubmission with what was
 * asked, or the applicant's withdrawal (the conversation, for staff and applicant).
 */
export const statusHistoryKinds = [
  'submitted',
  'statusChanged',
  'moreInfoRequested',
  'resubmitted',
  'withdrawn',
] as const;
export type StatusHistoryKind = (typeof statusHistoryKinds)[number];

export const applicationStatusMessage = `Status must be one of: ${applicationStatuses.join(', ')}`;
