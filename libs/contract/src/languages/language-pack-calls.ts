import type { CallsOf } from '../http/endpoint.js';
import type { languagePackEndpoints } from './language-pack-endpoints.js';

/** `languagePackEndpoints` as the screens call them: no schemas (no zod in a screen's bundle). */
export const languagePackCalls: CallsOf<typeof languagePackEndpoints> = {
  published: { method: 'GET', path: '/api/language-packs', answer: 'list' },
  catalogue: {
    method: 'GET',
    path: '/api/language-packs/:code/catalogues/:part',
    answer: 'object',
  },
  font: { method: 'GET', path: '/api/language-packs/:code/font.woff2', answer: 'any' },
  editing: { method: 'GET', path: '/api/language-packs/editing', answer: 'list' },
  create: { method: 'POST', path: '/api/language-packs', answer: 'object' },
  update: { method: 'PUT', path: '/api/language-packs/:code', answer: 'object' },
  messages: { method: 'GET', path: '/api/language-packs/:code/messages', answer: 'list' },
  saveDraft: { method: 'PUT', path: '/api/language-packs/:code/messages/:id', answer: 'object' },
  publish: { method: 'POST', path: '/api/language-packs/:code/publications', answer: 'object' },
  publications: {
    method: 'GET',
    path: '/api/language-packs/:code/publications',
    answer: 'list',
  },
  exportPo: { method: 'GET', path: '/api/language-packs/:code/export.po', answer: 'any' },
  importPo: { method: 'POST', path: '/api/language-packs/:code/import', answer: 'object' },
};
