import { z } from 'zod';
import { accountLinkPurposes } from '../users/account-link-vocabulary.js';
import { accountLinkTokenField } from '../users/account-links.js';
import { defaultUserLanguage, userLanguageField } from '../users/user-language.js';

/**
 * An email with a link about an account (confirm this address), from identity's outbox to the
 * notifications service, which sends it at once and keeps only that it was sent (by `id`): the
 * link's token is never stored outside identity, where it waits encrypted until it is sent.
 */
export const accountEmailSchema = z.object({
  /** Unique per email: sent once by this id, however many times it is delivered. */
  id: z.uuid(),
  purpose: z.enum(accountLinkPurposes),
  to: z.object({ name: z.string().max(201), address: z.string().max(254) }),
  token: accountLinkTokenField,
  /** When the link stops working (ISO 8601), said in the email. */
  expiresAt: z.iso.datetime({ offset: true }),
  /** The language the email is written in: the account's (an older identity's emails: English). */
  language: userLanguageField.default(defaultUserLanguage),
});
export type AccountEmail = z.infer<typeof accountEmailSchema>;
