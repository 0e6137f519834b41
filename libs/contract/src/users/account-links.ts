import { z } from 'zod';
import { accountLinkTokenPattern } from './account-link-vocabulary.js';

export const accountLinkTokenField = z
  .string({ error: 'The link is not complete: open it again from the email.' })
  .regex(accountLinkTokenPattern, 'The link is not complete: open it again from the email.');

/** `POST /api/users/confirm-email`: the token of the link, read from the page's address. */
export const confirmEmailRequestSchema = z.object({ token: accountLinkTokenField });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** The address now confirmed (for a changed email: the account's new address). */
export const emailConfirmedSchema = z.object({ email: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** `POST /api/users/me/email-confirmation`: where the new link went. */
export const emailConfirmationSentSchema = z.object({ sentTo: z.string() });
export type EmailConfirmationSent = z.infer<typeof emailConfirmationSentSchema>;
