import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  listedUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
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
