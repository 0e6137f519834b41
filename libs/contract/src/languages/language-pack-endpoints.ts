import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  createLanguagePackRequestSchema,
  editableLanguagePackSchema,
  languagePackCatalogueSchema,
  languagePackDraftRequestSchema,
  languagePackImportResultSchema,
  languagePackMessageSchema,
  languagePackPublicationSchema,
  languagePackVersionQuerySchema,
  publishedLanguagePackSchema,
  updateLanguagePackRequestSchema,
} from './language-packs.js';

/**
 * The nation's language packs (identity, office configuration). Everyone reads the published
 * packs, catalogues and fonts (the pages load them before anyone signs in); admins and staff with
 * the languages flag edit, publish, export and import.
 */
export const languagePackEndpoints = {
  /** The published packs (public). */
  published: endpoint({
    method: 'GET',
    path: '/api/language-packs',
    response: z.array(publishedLanguagePackSchema),
  }),
  /**
   * One part's published catalogue (public). With the current `?version=` the answer is cached
   * for good (immutable); without it, or with an older one, it is revalidated.
   */
  catalogue: endpoint({
    method: 'GET',
    path: '/api/language-packs/:code/catalogues/:part',
    query: languagePackVersionQuerySchema,
    response: languagePackCatalogueSchema,
  }),
  /** The pack's font, WOFF2, subset to the characters it uses (public; 404 when it has none). */
  font: endpoint({
    method: 'GET',
    path: '/api/language-packs/:code/font.woff2',
    query: languagePackVersionQuerySchema,
    response: z.unknown(),
  }),
  /** Every pack, published or not (editors). */
  editing: endpoint({
    method: 'GET',
    path: '/api/language-packs/editing',
    response: z.array(editableLanguagePackSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/language-packs',
    request: createLanguagePackRequestSchema,
    response: editableLanguagePackSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/language-packs/:code',
    request: updateLanguagePackRequestSchema,
    response: editableLanguagePackSchema,
  }),
  /** Every message of the portal with the pack's draft and published texts (editors). */
  messages: endpoint({
    method: 'GET',
    path: '/api/language-packs/:code/messages',
    response: z.array(languagePackMessageSchema),
  }),
  /** Sets or clears (`text: null`) one message's draft; 400 `languages.translation_invalid`. */
  saveDraft: endpoint({
    method: 'PUT',
    path: '/api/language-packs/:code/messages/:id',
    request: languagePackDraftRequestSchema,
    response: languagePackMessageSchema,
  }),
  /**
   * Publishes the drafts as a new version; any draft that fails the checks refuses the whole
   * publish (400 `languages.publish_refused`, `errors` naming each message in `field`).
   */
  publish: endpoint({
    method: 'POST',
    path: '/api/language-packs/:code/publications',
    response: languagePackPublicationSchema,
  }),
  publications: endpoint({
    method: 'GET',
    path: '/api/language-packs/:code/publications',
    response: z.array(languagePackPublicationSchema),
  }),
  /** The drafts as a PO file: msgctxt = id, msgid = English, msgstr = the pack's text. */
  exportPo: endpoint({
    method: 'GET',
    path: '/api/language-packs/:code/export.po',
    response: z.unknown(),
  }),
  /** A PO file's translations as drafts (body: the file, `text/x-gettext-translation`). */
  importPo: endpoint({
    method: 'POST',
    path: '/api/language-packs/:code/import',
    response: languagePackImportResultSchema,
  }),
};
