/**
 * The limits of reviewing, for the reviews service and the screens alike (no zod here, so a
 * screen may import them).
 */
export const reviewLimits = {
  /** A score is 0 to 10 points with at most one decimal. */
  minScore: 0,
  maxScore: 10,
  /** Reviewers on one grant's panel. */
  maxPanelReviewers: 50,
  /** "N reviewers per application". */
  maxReviewersPerApplication: 10,
  /** A comment on one scored part, and a reason (a recusal, a reopening). */
  maxCommentLength: 4_000,
  maxReasonLength: 1_000,
  /** Members on one reviewer's private conflict list. */
  maxConflicts: 500,
  /** Applications decided in one step from the ranked list. */
  maxBatchDecisions: 500,
} as const;

/** What a reviewer's review of one application is at: not opened, a draft, or submitted. */
export const reviewStates = ['not_started', 'draft', 'submitted'] as const;
export type ReviewState = (typeof reviewStates)[number];
