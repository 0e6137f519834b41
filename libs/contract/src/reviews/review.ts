import { z } from 'zod';
import { applicationAnswersSchema } from '../applications/application.js';
import {
  applicationStates,
  applicationStatuses,
  applicationStatusMessage,
} from '../applications/application-vocabulary.js';
import { sectionSchema } from '../grants/grant.js';
import { reviewLimits, reviewStates } from './review-limits.js';

const reviewerIdSchema = z.uuid({ error: 'Each reviewer must be the id of a staff account.' });

/** One reviewer on a grant's panel, with how far they are. */
export const panelReviewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  assigned: z.number().int(),
  submitted: z.number().int(),
});
export type PanelReviewer = z.infer<typeof panelReviewerSchema>;

/**
 * A grant's review panel, as its lead sees it: who reviews, how many per application, whether
 * reviewing is blind, and what conflicts did (counts and the reassigned applications, never
 * the names on a reviewer's list).
 */
export const reviewPanelSchema = z.object({
  grantId: z.string(),
  reviewersPerApplication: z.number().int().nullable(),
  blind: z.boolean(),
  reviewers: z.array(panelReviewerSchema),
  applications: z.number().int(),
  /** Applications that could not get all their reviewers (too few reviewers without a conflict). */
  shortOfReviewers: z.array(z.string()),
  recusals: z.number().int(),
  reassignedApplications: z.array(z.string()),
});
export type ReviewPanel = z.infer<typeof reviewPanelSchema>;

/** `PUT /api/reviews/grants/{id}/panel`: the reviewers and N; every application is assigned by the spreading rule. */
export const setReviewPanelRequestSchema = z.object({
  reviewerIds: z
    .array(reviewerIdSchema)
    .min(1, 'Choose at least one reviewer.')
    .max(
      reviewLimits.maxPanelReviewers,
      `A panel has at most ${reviewLimits.maxPanelReviewers} reviewers.`,
    ),
  reviewersPerApplication: z
    .number({ error: 'reviewersPerApplication must be a whole number from 1 to 10.' })
    .int('reviewersPerApplication must be a whole number from 1 to 10.')
    .min(1, 'reviewersPerApplication must be a whole number from 1 to 10.')
    .max(
      reviewLimits.maxReviewersPerApplication,
      'reviewersPerApplication must be a whole number from 1 to 10.',
    ),
});
export type SetReviewPanelRequest = z.infer<typeof setReviewPanelRequestSchema>;

/** `POST /api/reviews/grants/{id}/assignments`: one reviewer to one application, by hand. */
export const assignReviewerRequestSchema = z.object({
  applicationId: z.uuid({ error: 'applicationId must be the id of an application.' }),
  reviewerId: reviewerIdSchema,
});

/** `PUT /api/reviews/grants/{id}/blind` (the grant's lead). */
export const setBlindReviewRequestSchema = z.object({
  blind: z.boolean({ error: 'blind must be true or false.' }),
});

/** A staff account that may sit on a panel. */
export const reviewCandidateSchema = z.object({ id: z.string(), name: z.string() });

/** One application assigned to the caller (`GET /api/reviews/assigned`): nothing that names the applicant. */
export const assignedReviewSchema = z.object({
  applicationId: z.string(),
  grantId: z.string(),
  grantTitle: z.string(),
  reference: z.string(),
  state: z.enum(reviewStates),
  assignedAt: z.string(),
});
export type AssignedReview = z.infer<typeof assignedReviewSchema>;

/** One scored part: a section as a whole, or a question where the grant weights questions. */
export const scoringPartSchema = z.object({
  key: z.string(),
  kind: z.enum(['section', 'question']),
  sectionIndex: z.number().int(),
  questionIndex: z.number().int().optional(),
  /** Percent: of the grant for a section, of its section for a question. */
  weight: z.number(),
});
export type ScoringPartView = z.infer<typeof scoringPartSchema>;

/** One reviewer's review: scores in points (one decimal), comments, and the weighted score. */
export const reviewSchema = z.object({
  reviewerId: z.string(),
  reviewerName: z.string(),
  state: z.enum(reviewStates),
  scores: z.record(z.string(), z.number()),
  comments: z.record(z.string(), z.string()),
  /** The weighted score (0–10, two decimals) once every part is scored; null until then. */
  score: z.number().nullable(),
  submittedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * An application as its reviewer opens it (`GET /api/reviews/applications/{id}`): the questions
 * as the applicant saw them, the answers, the parts to score and the caller's review. Blind:
 * `applicant` is null and a file whose name carries the applicant's name, email or card number
 * is named "Document 1 of question 3". Other reviewers' reviews only once the caller's own is
 * submitted (or to the lead).
 */
export const reviewSheetSchema = z.object({
  applicationId: z.string(),
  grantId: z.string(),
  grantTitle: z.string(),
  reference: z.string(),
  status: z.enum(applicationStates),
  blind: z.boolean(),
  applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
  sections: z.array(sectionSchema),
  answers: applicationAnswersSchema,
  parts: z.array(scoringPartSchema),
  myReview: reviewSchema.nullable(),
  otherReviews: z.array(reviewSchema),
  /** Whether the others' reviews are held back until the caller submits. */
  othersHidden: z.boolean(),
});
export type ReviewSheet = z.infer<typeof reviewSheetSchema>;

/** `PUT /api/reviews/applications/{id}/review`: a draft's scores (points) and comments by part key. */
export const saveReviewRequestSchema = z.object({
  scores: z.record(z.string(), z.unknown(), { error: 'scores must be an object keyed by part.' }),
  comments: z
    .record(
      z.string(),
      z
        .string({ error: 'Each comment must be text.' })
        .max(
          reviewLimits.maxCommentLength,
          `Please keep each comment to ${reviewLimits.maxCommentLength} characters or fewer.`,
        ),
    )
    .default({}),
});
export type SaveReviewRequest = z.infer<typeof saveReviewRequestSchema>;

const reasonSchema = z
  .string({ error: 'The reason must be text.' })
  .trim()
  .max(
    reviewLimits.maxReasonLength,
    `Please keep the reason to ${reviewLimits.maxReasonLength} characters or fewer.`,
  );

/** `POST /api/reviews/applications/{id}/conflict`: one click, the reason optional. */
export const declareConflictRequestSchema = z.object({ reason: reasonSchema.optional() });

/** `POST /api/reviews/applications/{id}/reviews/{reviewerId}/reopen` (the lead): a reason is kept. */
export const reopenReviewRequestSchema = z.object({
  reason: reasonSchema.min(1, 'Please say why the review is reopened.'),
});

/** A member on the caller's private conflict list. */
export const conflictEntrySchema = z.object({
  id: z.string(),
  memberName: z.string(),
  note: z.string().nullable(),
  declaredAt: z.string(),
});
export type ConflictEntry = z.infer<typeof conflictEntrySchema>;

/** `POST /api/reviews/conflicts`: the member by the card number on their membership card. */
export const addConflictRequestSchema = z.object({
  cardNumber: z
    .string({ error: 'Please enter the member’s card number.' })
    .trim()
    .min(1, 'Please enter the member’s card number.')
    .max(40, 'Please enter the member’s card number.'),
  note: reasonSchema.optional(),
});

/** One row of the ranked list (`GET /api/reviews/grants/{id}/ranking`). */
export const rankedApplicationSchema = z.object({
  applicationId: z.string(),
  reference: z.string(),
  status: z.enum(applicationStates),
  dateSubmitted: z.string(),
  /** Mean of the submitted reviews' weighted scores; null before the first. */
  meanScore: z.number().nullable(),
  /** Highest minus lowest submitted score; null before the first. */
  spread: z.number().nullable(),
  reviewsSubmitted: z.number().int(),
  reviewsAssigned: z.number().int(),
  conflicts: z.number().int(),
  /** Null while reviewing is blind. */
  applicantName: z.string().nullable(),
});
export type RankedApplication = z.infer<typeof rankedApplicationSchema>;

export const rankingSchema = z.object({
  grantId: z.string(),
  blind: z.boolean(),
  applications: z.array(rankedApplicationSchema),
});
export type Ranking = z.infer<typeof rankingSchema>;

/**
 * One export of members' data (`GET /api/reviews/disclosures`, admins): who took it, when,
 * of which grant, how many rows, and whether it named the applicants.
 */
export const disclosureSchema = z.object({
  id: z.string(),
  grantId: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  at: z.string(),
  rows: z.number().int(),
  blind: z.boolean(),
  format: z.enum(['csv']),
});
export type Disclosure = z.infer<typeof disclosureSchema>;

/**
 * `POST /api/reviews/grants/{id}/decisions` (the grant's lead): a status for each selected
 * application in one step. `batchId` is made by the client once per batch: sent again (after a
 * dropped connection) it changes nothing more. `summary` is what the person confirmed ("Award
 * 12, decline 3"): the server refuses a batch whose decisions do not add up to it.
 */
export const batchDecisionRequestSchema = z.object({
  batchId: z.uuid({ error: 'batchId must be a uuid made once for this batch.' }),
  decisions: z
    .array(
      z.object({
        applicationId: z.uuid({ error: 'Each applicationId must be the id of an application.' }),
        status: z.enum(applicationStatuses, { error: applicationStatusMessage }),
      }),
      { error: 'decisions must be a list.' },
    )
    .min(1, 'Choose at least one application.')
    .max(
      reviewLimits.maxBatchDecisions,
      `Decide at most ${reviewLimits.maxBatchDecisions} applications at once.`,
    ),
  summary: z.partialRecord(z.enum(applicationStatuses), z.number().int().min(0), {
    error: 'summary must count the decisions by status.',
  }),
});
export type BatchDecisionRequest = z.infer<typeof batchDecisionRequestSchema>;

export const batchDecisionAnswerSchema = z.object({
  batchId: z.string(),
  /** Decisions taken by this call; 0 when the batch was already taken (a retry). */
  accepted: z.number().int(),
  /** Decisions of this batch in all, taken by this call or an earlier one. */
  total: z.number().int(),
});
export type BatchDecisionAnswer = z.infer<typeof batchDecisionAnswerSchema>;

/** One decision as the reviews service tells the applications service (at least once). */
export const reviewDecisionEventSchema = z.object({
  eventId: z.uuid(),
  applicationId: z.uuid(),
  status: z.enum(applicationStatuses),
  actorId: z.uuid(),
  actorName: z.string().max(400),
  at: z.iso.datetime({ offset: true }),
});
export type ReviewDecisionEvent = z.infer<typeof reviewDecisionEventSchema>;
