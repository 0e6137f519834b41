import type { CallsOf } from '../http/endpoint.js';
import type { grantEndpoints } from './grant-endpoints.js';

/**
 * `grantEndpoints` as the screens call them (web-kit's `callEndpoint`): method, path and kind
 * of answer, no schemas, so no zod in a screen's bundle. The compiler holds each one to its
 * endpoint (`CallsOf`); the grants service validates with the endpoints' schemas.
 */
export const grantCalls: CallsOf<typeof grantEndpoints> = {
  list: { method: 'GET', path: '/api/grants', answer: 'list' },
  listPage: { method: 'GET', path: '/api/grants', answer: 'object' },
  create: { method: 'POST', path: '/api/grants', answer: 'object' },
  get: { method: 'GET', path: '/api/grants/:id', answer: 'object' },
  update: { method: 'PUT', path: '/api/grants/:id', answer: 'object' },
  remove: { method: 'DELETE', path: '/api/grants/:id', answer: 'nothing' },
  submit: { method: 'POST', path: '/api/grants/:id/submit', answer: 'object' },
  publish: { method: 'POST', path: '/api/grants/:id/publish', answer: 'object' },
  archive: { method: 'POST', path: '/api/grants/:id/archive', answer: 'object' },
  restore: { method: 'POST', path: '/api/grants/:id/restore', answer: 'object' },
  history: { method: 'GET', path: '/api/grants/:id/history', answer: 'list' },
  available: { method: 'GET', path: '/api/available-grants', answer: 'list' },
};
