import type { CallsOf } from '../http/endpoint.js';
import type { fileEndpoints } from './file-endpoints.js';

/**
 * `fileEndpoints` as the screens call them: method, path and kind of answer, no schemas (no zod
 * in a screen's bundle); the compiler holds each to its endpoint (`CallsOf`).
 */
export const fileCalls: CallsOf<typeof fileEndpoints> = {
  upload: { method: 'POST', path: '/api/files/upload', answer: 'object' },
  limits: { method: 'GET', path: '/api/files/limits', answer: 'object' },
  byApplication: { method: 'GET', path: '/api/files/application/:id', answer: 'object' },
  download: { method: 'GET', path: '/api/files/:id', answer: 'any' },
  history: { method: 'GET', path: '/api/files/application/:id/history', answer: 'list' },
  historyDownload: { method: 'GET', path: '/api/files/history/:id', answer: 'any' },
  all: { method: 'GET', path: '/api/files/admin/all', answer: 'list' },
  orphaned: { method: 'GET', path: '/api/files/admin/orphaned', answer: 'list' },
  cleanup: { method: 'POST', path: '/api/files/admin/cleanup', answer: 'object' },
  remove: { method: 'DELETE', path: '/api/files/:id', answer: 'nothing' },
};
