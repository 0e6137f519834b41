import { z } from 'zod';
import { accountLinkTokenPattern } from './account-link-vocabulary.js';
import { emailField, passwordField, requiredText } from './user.js';
import { userLanguageField } from './user-language.js';

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

/** `POST /api/users/forgot-password`: the address the member signs in with. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/**
 * The one answer to "Forgot your password?", whether or not the address has an account, so that
 * nobody learns from it who is a member.
 */
export const forgotPasswordAnswer =
  'If an account has this email address, a link to choose a new password is on its way to it. The link works for 30 minutes. Look in your spam folder too.';
export const forgotPasswordAnsweredSchema = z.object({ message: z.string() });
export type ForgotPasswordAnswered = z.infer<typeof forgotPasswordAnsweredSchema>;

/**
 * `POST /api/users/reset-password` and `POST /api/users/accept-invitation`: the link's token
 * and the password chosen. Answered like a sign-in: the person is signed in, and every other
 * session of the account has ended.
 */
export const setPasswordRequestSchema = z.object({
  token: accountLinkTokenField,
  password: passwordField,
});
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/**
 * `POST /api/users/accept-invitation`: as a reset, and the language chosen on the page, which
 * becomes the account's (the one the admin gave, or English, when left out).
 */
export const acceptInvitationRequestSchema = setPasswordRequestSchema.extend({
  language: userLanguageField.optional(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/**
 * `POST /api/users/password-check`, as the person types: whether the password would be accepted,
 * and if not, why. The names and email typed beside it, when there are some, count as easy to
 * guess (a password made of one's own name is).
 */
export const passwordCheckRequestSchema = z.object({
  password: z.string({ error: 'Password is required' }).max(256, 'Password is too long'),
  email: z.string().max(254).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});
export type PasswordCheckRequest = z.input<typeof passwordCheckRequestSchema>;
export const passwordCheckSchema = z.object({
  acceptable: z.boolean(),
  /** The sentence to show under the field (null when there is nothing to say). */
  message: z.string().nullable(),
});
export type PasswordCheck = z.infer<typeof passwordCheckSchema>;

/** An admin's "Send reset link" or "Send invitation again": where the email went. */
export const accountLinkSentSchema = z.object({ sentTo: z.string() });
export type AccountLinkSent = z.infer<typeof accountLinkSentSchema>;

/** Roles an admin can invite: members register themselves, with their card. */
export const invitedUserTypes = ['staff', 'admin'] as const;

/**
 * `POST /api/users/invitations` (admins): a staff or admin account for a person who then sets
 * their own password from the emailed link. No card number: staff have none.
 */
export const inviteUserRequestSchema = z.object({
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: emailField,
  userType: z.enum(invitedUserTypes, { error: 'User type must be staff or admin' }),
  education: z.boolean({ error: 'Education must be true or false' }),
  harvesting: z.boolean({ error: 'Harvesting must be true or false' }),
  communityOutreach: z.boolean({ error: 'Community outreach must be true or false' }),
  /** The invited person's language, for the invitation email and the account (English when left out). */
  language: userLanguageField.optional(),
});
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;
