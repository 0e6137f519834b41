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
  userSchema,
} from './user.js';

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
};

/** For the other services only (`/internal`, the services' credential), with the caller's token. */
export const userInternalEndpoints = {
  /** Who the bearer of the token is now: role and flags. */
  principal: endpoint({ method: 'GET', path: '/internal/principal', response: principalSchema }),
  /** The bearer's name and email. */
  me: endpoint({ method: 'GET', path: '/internal/me', response: callerProfileSchema }),
};
