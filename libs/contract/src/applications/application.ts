import { z } from 'zod';
import { grantTypes, sectionSchema } from '../grants/grant.js';

/** Spec §4: an application's five statuses. Reviewers may set any of them from any other. */
export const applicationStatuses = [
  'submitted',
  'reviewed',
  'approved',
  'rejected',
  'needsMoreInfo',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Spec §4's labels, the same on every screen. */
export const applicationStatusLabels: Readonly<Record<ApplicationStatus, string>> = {
  submitted: 'Submitted',
  reviewed: 'In Review',
  approved: 'Awarded',
  rejected: 'Not Awarded',
  needsMoreInfo: 'Requires More Information',
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);
}

/** The label a screen shows for an application's status: a missing or unknown one shows Submitted. */
export function applicationStatusLabel(value: unknown): string {
  return applicationStatusLabels[isApplicationStatus(value) ? value : 'submitted'];
}

/** Spec §3: the only area that takes applications today; set by the server on submit. */
export const applicationPortals = ['education'] as const;
export type ApplicationPortal = (typeof applicationPortals)[number];

/**
 * The answers of an application (spec §3): keyed `section-question` (indexes from 0), each a
 * text (textarea, checkbox `yes`/`no`, dropdown, date, file name) or a list (multi-select,
 * priority). Their rules are in application-rules.ts.
 */
export const applicationAnswersSchema = z.record(
  z.string(),
  z.union([z.string(), z.array(z.string())]),
);
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;

/** One status an application had: which, when, and who set it (for reviewers; null for the applicant). */
export const statusHistoryEntrySchema = z.object({
  status: z.enum(applicationStatuses),
  at: z.string(),
  byName: z.string().nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/**
 * An application in a list (`GET /api/grant-applications`): what the dashboards, the review
 * table and the member's list show, without answers and questions, so the list stays small.
 */
export const applicationSummarySchema = z.object({
  _id: z.string(),
  grantId: z.string(),
  grantTitle: z.string(),
  grantType: z.enum(grantTypes),
  portal: z.enum(applicationPortals),
  applicantName: z.string(),
  applicantEmail: z.string(),
  /** The applicant's user id. */
  user: z.string(),
  dateSubmitted: z.string(),
  status: z.enum(applicationStatuses),
  /** When the status last changed (the submission itself, until a reviewer changes it). */
  statusChangedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/**
 * One application (spec §3, decisions §4): the answers, and the grant's questions as they were
 * when it was submitted (`sections`), so later edits of the grant change nothing of it.
 */
export const applicationSchema = applicationSummarySchema.extend({
  answers: applicationAnswersSchema,
  sections: z.array(sectionSchema),
  /** Oldest first; the first entry is the submission. */
  statusHistory: z.array(statusHistoryEntrySchema),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * `POST /api/grant-applications`: the grant and the answers. The spec's client also sends
 * applicantName, applicantEmail, grantTitle, grantType and portal; they are dropped here, since
 * the server takes them from the caller's account and the grant (decisions §3, §4). The answers'
 * shapes are checked against the grant's questions by `checkAnswers`, not here.
 */
export const submitApplicationRequestSchema = z.object({
  grantId: z.uuid({ error: 'grantId must be the id of a grant' }),
  answers: z.record(z.string(), z.unknown(), {
    error: 'answers must be an object keyed section-question',
  }),
});
export type SubmitApplicationRequest = z.infer<typeof submitApplicationRequestSchema>;

export const applicationStatusMessage = `Status must be one of: ${applicationStatuses.join(', ')}`;

/** `PUT /api/grant-applications/{id}/status`: one of the five statuses, anything else 400. */
export const setApplicationStatusRequestSchema = z.object({
  status: z.custom<ApplicationStatus>(isApplicationStatus, {
    error: applicationStatusMessage,
    params: { code: 'application.status' },
  }),
});
export type SetApplicationStatusRequest = z.infer<typeof setApplicationStatusRequestSchema>;

/** `GET /api/grant-applications`: `?portal=education` filters; `?userOnly=true` lists one's own. */
export const listApplicationsQuerySchema = z.object({
  portal: z.string().optional(),
  userOnly: z
    .enum(['true', 'false'], { error: 'userOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;

/**
 * Who an application belongs to, for another service deciding "R, or the applicant of that
 * application" (the files service, decisions §3). `exists` is false for an id no application has.
 */
export const applicationOwnerSchema = z.object({
  applicationId: z.string(),
  exists: z.boolean(),
  userId: z.string().nullable(),
  applicantEmail: z.string().nullable(),
  /** The title of the grant applied to (the files service shows it as the application's name). */
  grantTitle: z.string().nullable(),
  /** The applicant's name (the files service keeps it, encrypted, for the file manager). */
  applicantName: z.string().nullable(),
});
export type ApplicationOwner = z.infer<typeof applicationOwnerSchema>;
