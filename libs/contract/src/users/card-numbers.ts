import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';

/**
 * An applicant's membership card number on the review page (decisions §5: personal data). A
 * reviewer sees it masked but for the last four digits; Show asks for it in full, and identity
 * records each time (who, when, for which application). Admins see those records.
 */

/** When a reviewer was shown a member's card number in full, for an application. */
export const cardNumberRevealSchema = z.object({
  at: z.string(),
  /** The reviewer's account, and their name now (null when that account is gone). */
  byId: z.string(),
  byName: z.string().nullable(),
  applicationId: z.string(),
});
export type CardNumberReveal = z.infer<typeof cardNumberRevealSchema>;

/** `GET /api/users/{id}/card-number?applicationId=…`. */
export const maskedCardNumberSchema = z.object({
  /** Masked but for the last four digits; null when the account has none (staff, admins). */
  masked: z.string().nullable(),
  /** For admins: every time it was shown in full for this application, newest first; else null. */
  reveals: z.array(cardNumberRevealSchema).nullable(),
});
export type MaskedCardNumber = z.infer<typeof maskedCardNumberSchema>;

export const cardNumberQuerySchema = z.object({
  applicationId: z.uuid({ error: 'applicationId must be the id of an application' }),
});

/** `POST /api/users/{id}/card-number/reveal`: the application it is shown for. */
export const revealCardNumberRequestSchema = cardNumberQuerySchema;
export type RevealCardNumberRequest = z.infer<typeof revealCardNumberRequestSchema>;

export const revealedCardNumberSchema = z.object({ cardNumber: z.string() });
export type RevealedCardNumber = z.infer<typeof revealedCardNumberSchema>;

export const cardNumberEndpoints = {
  masked: endpoint({
    method: 'GET',
    path: '/api/users/:id/card-number',
    query: cardNumberQuerySchema,
    response: maskedCardNumberSchema,
  }),
  /** Recorded before it answers: a number shown is a number on the record. */
  reveal: endpoint({
    method: 'POST',
    path: '/api/users/:id/card-number/reveal',
    request: revealCardNumberRequestSchema,
    response: revealedCardNumberSchema,
  }),
};
