import { z } from 'zod';
import { conversationLimits } from './conversation-limits.js';

/**
 * A reviewer's internal note with a decision or a request: kept in the application's history for
 * reviewers only, never shown to the applicant nor put in an email. Blank is none.
 */
export const internalNoteSchema = z
  .string({ error: 'internalNote must be text' })
  .trim()
  .max(
    conversationLimits.internalNote,
    `Please keep the internal note to ${conversationLimits.internalNote} characters or fewer.`,
  )
  .optional()
  .transform((note) => (note ? note : undefined));

/**
 * `POST /api/grant-applications/{id}/more-info-request` (reviewers): the message to the
 * applicant, and the questions (file questions included) whose answers the applicant may change.
 * Sets the status to needsMoreInfo.
 */
export const moreInfoRequestSchema = z.object({
  message: z
    .string({ error: 'message must be the text of the request' })
    .trim()
    .min(1, 'Please write what the applicant should send.')
    .max(
      conversationLimits.requestMessage,
      `Please keep the request to ${conversationLimits.requestMessage} characters or fewer.`,
    ),
  questionKeys: z
    .array(z.string().max(20), { error: 'questionKeys must be a list of question keys' })
    .max(conversationLimits.requestedQuestions)
    .default([]),
  internalNote: internalNoteSchema,
});
export type MoreInfoRequest = z.infer<typeof moreInfoRequestSchema>;

/**
 * `POST /api/grant-applications/{id}/resubmit` (the applicant, while more information is
 * asked): the new answers of the questions the request names, and only those (a file question's
 * answer is the new file's name; the file itself goes by upload first), with an optional note.
 */
export const resubmitApplicationRequestSchema = z.object({
  answers: z
    .record(z.string(), z.unknown(), {
      error: 'answers must be an object keyed section-question',
    })
    .default({}),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(
      conversationLimits.resubmitNote,
      `Please keep the note to ${conversationLimits.resubmitNote} characters or fewer.`,
    )
    .optional(),
});
export type ResubmitApplicationRequest = z.infer<typeof resubmitApplicationRequestSchema>;

/** `POST /api/grant-applications/{id}/withdraw` (the applicant): an optional reason. */
export const withdrawApplicationRequestSchema = z.object({
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(
      conversationLimits.withdrawReason,
      `Please keep the reason to ${conversationLimits.withdrawReason} characters or fewer.`,
    )
    .optional(),
});
export type WithdrawApplicationRequest = z.infer<typeof withdrawApplicationRequestSchema>;
