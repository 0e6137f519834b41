import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  callerProfileSchema,
  listedUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  principalSchema,
  updateUserRequestSchema,
  userContactSchema,
  userSchema,
} from './user.js';
import {
  confirmEmailRequestSchema,
  emailConfirmationSentSchema,
  emailConfirmedSchema,
} from './account-links.js';
import { updateLanguageRequestSchema } from './user-language.js';
import {
  officeGuidelinesSchema,
  officeSettingsSchema,
  officeSettingsUpdateSchema,
} from './office-settings.js';

/** The calls of `/api/users` (spec §7, decisions §3). */
export const userEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/users/login',
    request: loginRequestSchema,
    response: loginResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/users/register',
    request: registerRequestSchema,
    response: loginResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/users/logout', response: z.undefined() }),
  me: endpoint({ method: 'GET', path: '/api/users/me', response: userSchema }),
  list: endpoint({ method: 'GET', path: '/api/users', response: z.array(listedUserSchema) }),
  update: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    request: updateUserRequestSchema,
    response: userSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/users/:id', response: z.undefined() }),
  /** Sends the signed-in account a new link to confirm its email address (202). */
  requestEmailConfirmation: endpoint({
    method: 'POST',
    path: '/api/users/me/email-confirmation',
    response: emailConfirmationSentSchema,
  }),
  /** The signed-in account's language (user-language.ts): its screens and its emails. */
  updateLanguage: endpoint({
    method: 'PUT',
    path: '/api/users/me/language',
    request: updateLanguageRequestSchema,
    response: userSchema,
  }),
  /** Uses a link sent by email: confirms the address, or makes an admin's new address the account's. */
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/users/confirm-email',
    request: confirmEmailRequestSchema,
    response: emailConfirmedSchema,
  }),
};

/** The office's settings: read by everyone signed in (the screens follow them), set by admins. */
export const officeSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/office-settings', response: officeSettingsSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/api/office-settings',
    request: officeSettingsUpdateSchema,
    response: officeSettingsSchema,
  }),
  /** The guidelines /guidelines shows (everyone signed in). */
  guidelines: endpoint({
    method: 'GET',
    path: '/api/office-settings/guidelines',
    response: officeGuidelinesSchema,
  }),
  /** Replaces the guidelines (admins). */
  updateGuidelines: endpoint({
    method: 'PUT',
    path: '/api/office-settings/guidelines',
    request: officeGuidelinesSchema,
    response: officeGuidelinesSchema,
  }),
};

/** For the other services only (`/internal`, the services' credential), with the caller's token. */
export const userInternalEndpoints = {
  /** Who the bearer of the token is now: role and flags. */
  principal: endpoint({ method: 'GET', path: '/internal/principal', response: principalSchema }),
  /** The bearer's name and email. */
  me: endpoint({ method: 'GET', path: '/internal/me', response: callerProfileSchema }),
  /**
   * The name and email of each account asked for, without a caller's token (the notifications
   * service, sending an email on its own). Ids with no account are left out of the answer.
   */
  contacts: endpoint({
    method: 'POST',
    path: '/internal/users/contacts',
    request: z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
    response: z.object({ contacts: z.array(userContactSchema) }),
  }),
  /** The ids of every reviewer ("R": an admin, or staff with the education flag). */
  reviewers: endpoint({
    method: 'GET',
    path: '/internal/users/reviewers',
    response: z.object({ ids: z.array(z.uuid()) }),
  }),
  /** Every staff and admin account with its name: who may sit on a review panel. */
  staff: endpoint({
    method: 'GET',
    path: '/internal/users/staff',
    response: z.object({
      staff: z.array(z.object({ id: z.string(), name: z.string(), userType: z.string() })),
    }),
  }),
  /** The member holding a card number (a reviewer's conflict list); 404 when no account does. */
  byCardNumber: endpoint({
    method: 'POST',
    path: '/internal/users/by-card-number',
    request: z.object({ cardNumber: z.string().min(1).max(40) }),
    response: z.object({ id: z.string(), name: z.string() }),
  }),
  /**
   * The card number of each account asked for: the reviews service keeps a file name that
   * carries it from a blind reviewer. Ids with no account are left out.
   */
  cardNumbers: endpoint({
    method: 'POST',
    path: '/internal/users/card-numbers',
    request: z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
    response: z.object({
      cardNumbers: z.array(z.object({ id: z.string(), cardNumber: z.string() })),
    }),
  }),
  /** The office's settings, for a service that follows one (applications: email confirmation). */
  officeSettings: endpoint({
    method: 'GET',
    path: '/internal/office-settings',
    response: officeSettingsSchema,
  }),
};
