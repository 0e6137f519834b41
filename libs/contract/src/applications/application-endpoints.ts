import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  moreInfoRequestSchema,
  resubmitApplicationRequestSchema,
  withdrawApplicationRequestSchema,
} from './application-conversation.js';
import {
  applicationDraftSchema,
  applicationDraftSummarySchema,
  saveDraftRequestSchema,
} from './application-draft.js';
import { questionKeySchema } from '../files/file-record.js';
import { applicationStates } from './application-vocabulary.js';
import { reviewDecisionEventSchema } from '../reviews/review.js';
import { sectionSchema } from '../grants/grant.js';
import {
  applicationAnswersSchema,
  applicationOwnerSchema,
  applicationSchema,
  applicationSummarySchema,
  setApplicationStatusRequestSchema,
  submitApplicationRequestSchema,
} from './application.js';
import {
  applicationPageQuerySchema,
  applicationPageSchema,
  listApplicationsQuerySchema,
} from './application-list.js';

/** The calls of `/api/grant-applications` (spec §7, decisions §3, §4). */
export const applicationEndpoints = {
  /**
   * Submits an application to a published grant. A second identical submission of the same
   * applicant to the same grant within a few seconds answers the first application again.
   */
  submit: endpoint({
    method: 'POST',
    path: '/api/grant-applications',
    request: submitApplicationRequestSchema,
    response: applicationSchema,
  }),
  /** Newest first. Reviewers: all; anyone else: their own (`?userOnly=true`: own, for everyone). */
  list: endpoint({
    method: 'GET',
    path: '/api/grant-applications',
    query: listApplicationsQuerySchema,
    response: z.array(applicationSummarySchema),
  }),
  /**
   * The same call with `page`: the reviewers' table, filtered, searched and sorted on the
   * server, one page of 50 with its totals (application-list.ts).
   */
  listPage: endpoint({
    method: 'GET',
    path: '/api/grant-applications',
    query: applicationPageQuerySchema,
    response: applicationPageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/grant-applications/:id',
    response: applicationSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/grant-applications/:id/status',
    request: setApplicationStatusRequestSchema,
    response: applicationSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/grant-applications/:id',
    response: z.undefined(),
  }),
  /**
   * Reviewers ask the applicant for more information: the status becomes
   * needsMoreInfo, and the applicant may change the answers of the questions named, and only
   * those. The richer form of `setStatus` with needsMoreInfo, which the review screen uses.
   */
  requestMoreInfo: endpoint({
    method: 'POST',
    path: '/api/grant-applications/:id/more-info-request',
    request: moreInfoRequestSchema,
    response: applicationSchema,
  }),
  /** The applicant gives what was asked: the status goes back to submitted. */
  resubmit: endpoint({
    method: 'POST',
    path: '/api/grant-applications/:id/resubmit',
    request: resubmitApplicationRequestSchema,
    response: applicationSchema,
  }),
  /** The applicant withdraws, while submitted or needsMoreInfo; the application is kept. */
  withdraw: endpoint({
    method: 'POST',
    path: '/api/grant-applications/:id/withdraw',
    request: withdrawApplicationRequestSchema,
    response: applicationSchema,
  }),
};

/**
 * The calls of `/api/grant-applications/drafts`: the caller's own drafts only, one per
 * grant; anyone else's draft does not exist for them (404), reviewers included.
 */
export const applicationDraftEndpoints = {
  /** The caller's drafts, the one closing soonest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/grant-applications/drafts',
    response: z.array(applicationDraftSummarySchema),
  }),
  /** Makes or replaces the caller's draft for the grant (one per member and grant). */
  save: endpoint({
    method: 'POST',
    path: '/api/grant-applications/drafts',
    request: saveDraftRequestSchema,
    response: applicationDraftSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/grant-applications/drafts/:id',
    response: applicationDraftSchema,
  }),
  /** Discards the draft; files uploaded to it become orphans. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/grant-applications/drafts/:id',
    response: z.undefined(),
  }),
  /**
   * Submits the draft as it was saved, under the same rules as `applicationEndpoints.submit`: it
   * becomes the application with the same id, its files with it, and the draft is gone. Sent
   * again, it answers the same application.
   */
  submit: endpoint({
    method: 'POST',
    path: '/api/grant-applications/drafts/:id/submit',
    response: applicationSchema,
  }),
};

/** A file an administrator removed from a submitted application (the files service tells). */
export const fileRemovalEventSchema = z.object({
  /** The removal's id in the file's history: the notice's key, so a redelivery tells no one twice. */
  eventId: z.uuid(),
  applicationId: z.uuid(),
  questionKey: questionKeySchema,
  /** When it was removed (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
});
export type FileRemovalEvent = z.infer<typeof fileRemovalEventSchema>;

/** One of a grant's applications, for the reviews service. */
export const reviewableApplicationSchema = z.object({
  applicationId: z.string(),
  userId: z.string(),
  reference: z.string(),
  status: z.enum(applicationStates),
  dateSubmitted: z.string(),
  applicantName: z.string(),
});
export type ReviewableApplication = z.infer<typeof reviewableApplicationSchema>;

/** One application with its answers, for the reviews service. */
export const applicationForReviewSchema = reviewableApplicationSchema.extend({
  grantId: z.string(),
  grantTitle: z.string(),
  applicantEmail: z.string(),
  sections: z.array(sectionSchema),
  answers: applicationAnswersSchema,
});
export type ApplicationForReview = z.infer<typeof applicationForReviewSchema>;

/** For the other services only (`/internal`, the services' credential; see the README). */
export const applicationInternalEndpoints = {
  /** Whose application this is: for "R, or the applicant of that application" (the files service). */
  owner: endpoint({
    method: 'GET',
    path: '/internal/applications/:id/owner',
    response: applicationOwnerSchema,
  }),
  /**
   * Which of these ids are drafts, not applications: the file manager leaves their
   * files out, as a draft is never listed to staff.
   */
  draftIds: endpoint({
    method: 'POST',
    path: '/internal/applications/draft-ids',
    request: z.object({ ids: z.array(z.uuid()).max(1_000) }),
    response: z.object({ draftIds: z.array(z.string()) }),
  }),
  /**
   * The files service's outbox: files an administrator removed from submitted applications. Each
   * becomes a notice to the applicant, once per `eventId` however often it is delivered.
   */
  fileRemovals: endpoint({
    method: 'POST',
    path: '/internal/applications/file-removals',
    request: z.object({ events: z.array(fileRemovalEventSchema).min(1).max(500) }),
    response: z.object({ applied: z.number().int() }),
  }),
  /**
   * The reviews service: a grant's applications (no drafts), oldest first, with what a ranked
   * list shows. The applicant's name goes no further than a lead who may see it.
   */
  reviewable: endpoint({
    method: 'GET',
    path: '/internal/applications/by-grant/:grantId',
    response: z.object({ applications: z.array(reviewableApplicationSchema) }),
  }),
  /**
   * The reviews service's outbox: decisions taken from a ranked list. Each changes its
   * application's status with its own history entry and notice, once per `eventId` however
   * often it is delivered.
   */
  decisions: endpoint({
    method: 'POST',
    path: '/internal/applications/decisions',
    request: z.object({ events: z.array(reviewDecisionEventSchema).min(1).max(500) }),
    response: z.object({ applied: z.number().int() }),
  }),
  /** The reviews service: these applications with their answers (an export, 200 at a time). */
  forReviewBatch: endpoint({
    method: 'POST',
    path: '/internal/applications/for-review',
    request: z.object({ ids: z.array(z.uuid()).min(1).max(200) }),
    response: z.object({ applications: z.array(applicationForReviewSchema) }),
  }),
  /** The reviews service: one application as its reviewers read it (answers and the snapshot's questions). */
  forReview: endpoint({
    method: 'GET',
    path: '/internal/applications/:id/for-review',
    response: applicationForReviewSchema,
  }),
};
