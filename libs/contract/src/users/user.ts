import { z } from 'zod';

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
  cardNumber: z.string(),
  userType: z.enum(userTypes),
  name: z.string(),
  education: z.boolean(),
  harvesting: z.boolean(),
  communityOutreach: z.boolean(),
  /** Whether the account has shown it holds its email, by a link sent to it (account-links.ts). */
  emailConfirmed: z.boolean(),
  /**
   * An email an admin has given the account that its new address has not confirmed yet: the
   * account keeps `email` (and signs in with it) until the link sent there is used.
   */
  pendingEmail: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Who is calling, as every service sees it: read from identity on each call, never from the browser. */
export const principalSchema = userSchema.pick({
  id: true,
  userType: true,
  education: true,
  harvesting: true,
  communityOutreach: true,
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
export const userContactSchema = userSchema.pick({ id: true, name: true, email: true });
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

const requiredText = (label: string, max: number) =>
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

/** OWASP: at least 8 characters, no composition rules, a generous maximum. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

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
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `PUT /api/users/{id}` by an admin: every field of the edit form is required (spec §5). */
export const updateUserRequestSchema = z.object({
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: emailField,
  cardNumber: cardNumberField,
  userType: z.enum(userTypes, { error: 'User type must be user, staff or admin' }),
  education: z.boolean({ error: 'Education must be true or false' }),
  harvesting: z.boolean({ error: 'Harvesting must be true or false' }),
  communityOutreach: z.boolean({ error: 'Community outreach must be true or false' }),
  /** Sent by the edit screen when an email is present (spec §7); the lookup hash always follows the email. */
  updateEmailHash: z.boolean().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
