import { z } from 'zod';
import {
  applicationStates,
  applicationPortals,
  isApplicationStatus,
  statusHistoryKinds,
  applicationStatusMessage,
  type ApplicationStatus,
} from './application-vocabulary.js';
import { sectionSchema } from '../grants/grant.js';
import { internalNoteSchema } from './application-conversation.js';
import { conversationLimits } from './conversation-limits.js';
import { grantTypes } from '../grants/grant-vocabulary.js';

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

/**
 * One status an application had: which, when, and who set it (for reviewers; null for the
 * applicant), with what was said: the reviewer's message to the applicant with a decision or a
 * request and the questions it names, the applicant's note on resubmitting or reason for
 * withdrawing, and on a resubmission the answers as they were before it (only those that
 * changed). A reviewer's internal note goes to reviewers only: null for the applicant.
 */
export const statusHistoryEntrySchema = z.object({
  status: z.enum(applicationStates),
  at: z.string(),
  byName: z.string().nullable(),
  kind: z.enum(statusHistoryKinds),
  message: z.string().nullable(),
  questionKeys: z.array(z.string()),
  previousAnswers: applicationAnswersSchema.nullable(),
  internalNote: z.string().nullable(),
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
  /** The receipt a person can read over the phone (`EDU-2026-000123`). */
  reference: z.string(),
  status: z.enum(applicationStates),
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
  /**
   * While the status is needsMoreInfo: what the reviewer asked (null message when the status was
   * set without a request) and the questions the applicant may now change; null otherwise.
   */
  openRequest: z
    .object({
      message: z.string().nullable(),
      questionKeys: z.array(z.string()),
      at: z.string(),
    })
    .nullable(),
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

/**
 * `PUT /api/grant-applications/{id}/status`: one of the five statuses, anything else 400; with a
 * status alone as spec §7 sends it. The review screen's decisions add a message to the applicant
 * (in their history and their email) and an internal note (reviewers only); blank is none.
 */
export const setApplicationStatusRequestSchema = z.object({
  status: z.custom<ApplicationStatus>(isApplicationStatus, {
    error: applicationStatusMessage,
    params: { code: 'application.status' },
  }),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(
      conversationLimits.decisionMessage,
      `Please keep the message to ${conversationLimits.decisionMessage} characters or fewer.`,
    )
    .optional()
    .transform((message) => (message ? message : undefined)),
  internalNote: internalNoteSchema,
});
export type SetApplicationStatusRequest = z.infer<typeof setApplicationStatusRequestSchema>;

// `GET /api/grant-applications`' query and its paged answer are in application-list.ts.

/**
 * Who an application belongs to, for another service deciding "R, or the applicant of that
 * application" (the files service, decisions §3). `exists` is false for an id no application has.
 */
export const applicationOwnerSchema = z.object({
  applicationId: z.string(),
  exists: z.boolean(),
  /** The account that submitted it (or holds the draft): the applicant, never by email (decisions §3). */
  userId: z.string().nullable(),
  /** The title of the grant applied to (the files service shows it as the application's name). */
  grantTitle: z.string().nullable(),
  /** The applicant's name (the files service keeps it, encrypted, for the file manager). */
  applicantName: z.string().nullable(),
  /**
   * A draft, not yet an application: only its member (by account) may upload to it
   * or read its files; to anyone else, reviewers included, it does not exist.
   */
  draft: z.boolean().default(false),
  /**
   * The question keys whose file the applicant may upload now: null, any (a draft, or an
   * application still `submitted`: spec §4's uploads after the save); a list, only those (while
   * more information is asked: the files the reviewer named; none once decided or withdrawn).
   * Reviewers are not limited by it.
   */
  applicantUploadKeys: z.array(z.string()).nullable().default(null),
});
export type ApplicationOwner = z.infer<typeof applicationOwnerSchema>;

/** The owner answer for an id no application (nor draft) has: `exists` false, nobody's. */
export function noApplicationOwner(applicationId: string): ApplicationOwner {
  return {
    applicationId,
    exists: false,
    userId: null,
    grantTitle: null,
    applicantName: null,
    draft: false,
    applicantUploadKeys: null,
  };
}
