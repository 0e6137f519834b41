import { z } from 'zod';
import { passwordMaxLength, passwordMinLength, passwordTexts } from './password-rules.js';
import { userLanguageField } from './user-language.js';

export const userTypes = ['user', 'staff', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

/** The three access flags an admin can give an account (spec §6). */
export const accessFlags = ['education', 'harvesting', 'communityOutreach'] as const;
export type AccessFlag = (typeof accessFlags)[number];

/** A user as the API sends it (spec §3): `_id` and `id` are the same UUID. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The member's RSMIN card number; staff and admins invited by an admin have none (null). */
  cardNumber: z.string().nullable(),
  userType: z.enum(userTypes),
  name: z.string(),
  education: z.boolean(),
  harvesting: z.boolean(),
  communityOutreach: z.boolean(),
  /**
   * Whether a staff account may keep the nation's language packs (admins always may). Identity
   * always sends it; a user the screens make up for themselves may leave it out (false).
   */
  languages: z.boolean().optional(),
  /** Whether the account has shown it holds its email, by a link sent to it (account-links.ts). */
  emailConfirmed: z.boolean(),
  /**
   * An email an admin has given the account that its new address has not confirmed yet: the
   * account keeps `email` (and signs in with it) until the link sent there is used.
   */
  pendingEmail: z.string().nullable(),
  /**
   * An invited account whose holder has not set a password yet (the emailed link): it cannot
   * sign in until then, and the invitation can be sent again. Identity always sends it; a user
   * the screens make up for themselves (a drawn page's) may leave it out (false).
   */
  invitationPending: z.boolean().optional(),
  /**
   * The language the account's holder reads the portal and its emails in ('en', 'fr', a pack's
   * code; user-language.ts). Identity always sends it; a user the screens make up for
   * themselves may leave it out (English).
   */
  language: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Who is calling, as every service sees it: read from identity on each call, never from the browser. */
export const principalSchema = userSchema.pick({
  id: true,
  userType: true,
  education: true,
  harvesting: true,
  communityOutreach: true,
  languages: true,
  emailConfirmed: true,
});
export type Principal = z.infer<typeof principalSchema>;

/** The caller's name and email, for a service that records who did something (an applicant, an editor). */
export const callerProfileSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  name: true,
  email: true,
});
export type CallerProfile = z.infer<typeof callerProfileSchema>;

/** Who to write to, for a service that emails a member (`/internal/users/contacts`): nothing more. */
export const userContactSchema = userSchema.pick({
  id: true,
  name: true,
  email: true,
  /** The language to write in; identity always sends it (an older identity's answer: English). */
  language: true,
});
export type UserContact = z.infer<typeof userContactSchema>;

/**
 * A user in `GET /api/users`: firstName, lastName, email, cardNumber, userType and a pending
 * email arrive encrypted under the session's `encryptionKey` (decisions §5), so they are any
 * string here; `name` is left out so the names never travel in clear.
 */
export const listedUserSchema = userSchema.omit({ name: true }).extend({ userType: z.string() });
export type ListedUser = z.infer<typeof listedUserSchema>;

/** `POST /api/users/login` and `POST /api/users/register` answer this. */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  encryptionKey: z.string().min(1),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const cardNumberField = z
  .string({ error: 'RSMIN Card Number is required' })
  .trim()
  .min(1, { error: 'RSMIN Card Number is required', abort: true })
  .max(40, 'RSMIN Card Number must be at most 40 characters')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    'RSMIN Card Number may contain only letters, digits, spaces and hyphens',
  );

/**
 * OWASP: long enough, no composition rules, a generous maximum; identity also refuses a
 * commonly used one (password-rules.ts). For a password being set: sign-in takes any length,
 * so passwords set under the earlier 8-character rule keep working.
 */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(passwordMinLength, passwordTexts.tooShort)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`);

export const loginRequestSchema = z.object({
  // Only an address registration accepted can belong to an account: anything else (a NUL, a
  // megabyte of text) is refused before any lookup.
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .max(256, 'Password is too long'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Registration: whatever `userType` or flags the body carries, the account is a plain member. */
export const registerRequestSchema = z.object({
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: emailField,
  cardNumber: cardNumberField,
  password: passwordField,
  /** Spec §7 sends it (default user); the server makes every new account a member anyway. */
  userType: z.enum(userTypes).optional(),
  /** The language chosen on the page (user-language.ts); English when left out. */
  language: userLanguageField.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * A card number where one may be missing: staff and admins need none, so '' (the edit form's
 * empty field), null or nothing means "no card".
 */
export const optionalCardNumberField = z
  .string({ error: 'RSMIN Card Number must be text' })
  .nullish()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(cardNumberField.nullable());

const cardNumberRequiredMessage = 'RSMIN Card Number is required';

/**
 * `PUT /api/users/{id}` by an admin: every field of the edit form is required (spec §5), but for
 * the card number of a staff or admin account, who may have none.
 */
export const updateUserRequestSchema = z
  .object({
    firstName: requiredText('First Name', 100),
    lastName: requiredText('Last Name', 100),
    email: emailField,
    cardNumber: optionalCardNumberField,
    userType: z.enum(userTypes, { error: 'User type must be user, staff or admin' }),
    education: z.boolean({ error: 'Education must be true or false' }),
    harvesting: z.boolean({ error: 'Harvesting must be true or false' }),
    communityOutreach: z.boolean({ error: 'Community outreach must be true or false' }),
    /** The languages flag (staff who keep the language packs); left out, it stays as it is. */
    languages: z.boolean({ error: 'Languages must be true or false' }).optional(),
    /** Sent by the edit screen when an email is present (spec §7); the lookup hash always follows the email. */
    updateEmailHash: z.boolean().optional(),
  })
  // Members hold a card (spec §1); staff and admins may have none.
  .superRefine((user, context) => {
    if (user.userType === 'user' && user.cardNumber === null)
      context.addIssue({
        code: 'custom',
        path: ['cardNumber'],
        message: cardNumberRequiredMessage,
      });
  });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
/** An admin's change as the service takes it, once checked (a missing card is null). */
export type UserChanges = Omit<z.output<typeof updateUserRequestSchema>, 'updateEmailHash'>;
