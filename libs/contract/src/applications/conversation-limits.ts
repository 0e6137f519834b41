// No zod here: the screens import these limits (the fields' maxLength).

/**
 * The conversation of an application after its submission: a reviewer asks for more
 * information, the applicant gives it and resubmits, or withdraws. The limits are the screens'
 * too (the fields' `maxLength`).
 */
export const conversationLimits = {
  /** Characters in a reviewer's request. */
  requestMessage: 2_000,
  /** Characters in a reviewer's message to the applicant with a decision (Award, Not awarded). */
  decisionMessage: 2_000,
  /** Characters in a reviewer's internal note (kept in the history, for reviewers only). */
  internalNote: 2_000,
  /** Characters in the applicant's note on resubmitting. */
  resubmitNote: 2_000,
  /** Characters in the applicant's reason for withdrawing. */
  withdrawReason: 500,
  /** Questions one request may name. */
  requestedQuestions: 200,
} as const;
