import type { CallsOf } from '../http/endpoint.js';
import type { applicationDraftEndpoints, applicationEndpoints } from './application-endpoints.js';

/**
 * `applicationEndpoints` as the screens call them: method, path and kind of answer, no schemas
 * (no zod in a screen's bundle); the compiler holds each to its endpoint (`CallsOf`).
 */
export const applicationCalls: CallsOf<typeof applicationEndpoints> = {
  submit: { method: 'POST', path: '/api/grant-applications', answer: 'object' },
  list: { method: 'GET', path: '/api/grant-applications', answer: 'list' },
  listPage: { method: 'GET', path: '/api/grant-applications', answer: 'object' },
  get: { method: 'GET', path: '/api/grant-applications/:id', answer: 'object' },
  setStatus: { method: 'PUT', path: '/api/grant-applications/:id/status', answer: 'object' },
  remove: { method: 'DELETE', path: '/api/grant-applications/:id', answer: 'nothing' },
  requestMoreInfo: {
    method: 'POST',
    path: '/api/grant-applications/:id/more-info-request',
    answer: 'object',
  },
  resubmit: { method: 'POST', path: '/api/grant-applications/:id/resubmit', answer: 'object' },
  withdraw: { method: 'POST', path: '/api/grant-applications/:id/withdraw', answer: 'object' },
};

/** `applicationDraftEndpoints` as the screens call them (see `applicationCalls`). */
export const applicationDraftCalls: CallsOf<typeof applicationDraftEndpoints> = {
  list: { method: 'GET', path: '/api/grant-applications/drafts', answer: 'list' },
  save: { method: 'POST', path: '/api/grant-applications/drafts', answer: 'object' },
  get: { method: 'GET', path: '/api/grant-applications/drafts/:id', answer: 'object' },
  remove: { method: 'DELETE', path: '/api/grant-applications/drafts/:id', answer: 'nothing' },
  submit: { method: 'POST', path: '/api/grant-applications/drafts/:id/submit', answer: 'object' },
};
