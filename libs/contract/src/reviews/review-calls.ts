import type { CallsOf } from '../http/endpoint.js';
import type { reviewEndpoints } from './review-endpoints.js';

/** `reviewEndpoints` as the screens call them: no schemas, so no zod in a screen's bundle. */
export const reviewCalls: CallsOf<typeof reviewEndpoints> = {
  candidates: { method: 'GET', path: '/api/reviews/candidates', answer: 'list' },
  panel: { method: 'GET', path: '/api/reviews/grants/:grantId/panel', answer: 'object' },
  setPanel: { method: 'PUT', path: '/api/reviews/grants/:grantId/panel', answer: 'object' },
  assign: { method: 'POST', path: '/api/reviews/grants/:grantId/assignments', answer: 'object' },
  setBlind: { method: 'PUT', path: '/api/reviews/grants/:grantId/blind', answer: 'object' },
  ranking: { method: 'GET', path: '/api/reviews/grants/:grantId/ranking', answer: 'object' },
  assigned: { method: 'GET', path: '/api/reviews/assigned', answer: 'list' },
  sheet: { method: 'GET', path: '/api/reviews/applications/:applicationId', answer: 'object' },
  save: {
    method: 'PUT',
    path: '/api/reviews/applications/:applicationId/review',
    answer: 'object',
  },
  submit: {
    method: 'POST',
    path: '/api/reviews/applications/:applicationId/review/submit',
    answer: 'object',
  },
  declareConflict: {
    method: 'POST',
    path: '/api/reviews/applications/:applicationId/conflict',
    answer: 'object',
  },
  reopen: {
    method: 'POST',
    path: '/api/reviews/applications/:applicationId/reviews/:reviewerId/reopen',
    answer: 'object',
  },
  decide: { method: 'POST', path: '/api/reviews/grants/:grantId/decisions', answer: 'object' },
  exportCsv: { method: 'GET', path: '/api/reviews/grants/:grantId/export.csv', answer: 'any' },
  disclosures: { method: 'GET', path: '/api/reviews/disclosures', answer: 'list' },
  conflicts: { method: 'GET', path: '/api/reviews/conflicts', answer: 'list' },
  addConflict: { method: 'POST', path: '/api/reviews/conflicts', answer: 'object' },
  removeConflict: { method: 'DELETE', path: '/api/reviews/conflicts/:id', answer: 'nothing' },
};
