import { z } from 'zod';
import { applicationAnswersSchema } from './application.js';

/**
 * A draft: a member's answers to one grant, kept on the server until they submit it,
 * one per member and grant. Not an application: never listed to staff, counted or reviewed. Its
 * id becomes its application's id on submit, so files uploaded against it stay attached.
 */
export const applicationDraftSchema = z.object({
  _id: z.string(),
  grantId: z.string(),
  grantTitle: z.string(),
  /** When the grant closes (ISO 8601), as last read from the grants service; null when unknown. */
  closesAt: z.string().nullable(),
  /** Unchecked for completeness: a draft may leave required questions unanswered. */
  answers: applicationAnswersSchema,
  createdAt: z.string(),
  /** When the answers were last saved: the screens compare it with answers kept in the browser. */
  updatedAt: z.string(),
});
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

/** A draft in a list ("Continue your application — closes in N days"): no answers. */
export const applicationDraftSummarySchema = applicationDraftSchema.omit({ answers: true });
export type ApplicationDraftSummary = z.infer<typeof applicationDraftSummarySchema>;

/**
 * `POST /api/grant-applications/drafts`: saves the caller's draft for the grant (made on the
 * first save, replaced after). The answers follow the grant's questions in shape; required
 * questions may still be empty.
 */
export const saveDraftRequestSchema = z.object({
  grantId: z.uuid({ error: 'grantId must be the id of a grant' }),
  answers: z.record(z.string(), z.unknown(), {
    error: 'answers must be an object keyed section-question',
  }),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;
