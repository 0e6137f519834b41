import type { CallsOf } from '@portal/contract/http';
import type { languagePackEndpoints } from '@portal/contract/languages';

/**
 * The public calls of the language packs every page may make, as the contract states them (the
 * type checks them against `languagePackEndpoints`). Written here rather than imported: web-kit
 * is in every page's first download and takes values from the contract's http entry only.
 */
export const publicLanguagePackCalls: Pick<
  CallsOf<typeof languagePackEndpoints>,
  'published' | 'catalogue' | 'font'
> = {
  published: { method: 'GET', path: '/api/language-packs', answer: 'list' },
  catalogue: {
    method: 'GET',
    path: '/api/language-packs/:code/catalogues/:part',
    answer: 'object',
  },
  font: { method: 'GET', path: '/api/language-packs/:code/font.woff2', answer: 'any' },
};
