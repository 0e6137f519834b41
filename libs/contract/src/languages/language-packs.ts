import { z } from 'zod';
import {
  languagePackCodePattern,
  languagePackFallbacks,
  languagePackMaxTranslationLength,
  languagePackParts,
  languagePackScripts,
  reservedLanguagePackCodes,
} from './language-pack-vocabulary.js';

export const languagePackCodeSchema = z
  .string({ error: 'code must be the language code, as text' })
  .regex(languagePackCodePattern, {
    error: 'The code must be a language code in lowercase letters, such as crk or crk-cans.',
  })
  .refine((code) => !reservedLanguagePackCodes.includes(code), {
    error: 'English and French are the portal’s own languages: choose another code.',
  });

/** A BCP 47 language tag (`crk`, `cr-Cans`), as the browser's Intl takes it. */
export const languagePackLocaleSchema = z
  .string({ error: 'locale must be a language tag, as text' })
  .trim()
  .min(2, { error: 'The locale must be a language tag such as crk or cr-Cans.', abort: true })
  .max(35, { error: 'The locale must be a language tag such as crk or cr-Cans.', abort: true })
  .refine(isLanguageTag, { error: 'The locale must be a language tag such as crk or cr-Cans.' });

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const languagePackPartSchema = z.enum(languagePackParts, {
  error: `The part must be one of ${languagePackParts.join(', ')}.`,
});

const packDetails = {
  /** The language's name in its own language and script (ᓀᐦᐃᔭᐍᐏᐣ). */
  name: z
    .string({ error: 'name must be the language’s name, as text' })
    .trim()
    .min(1, { error: 'The name is required.', abort: true })
    .max(100, 'The name must be at most 100 characters.'),
  locale: languagePackLocaleSchema,
  script: z.enum(languagePackScripts, {
    error: `The script must be one of ${languagePackScripts.join(', ')}.`,
  }),
  fallback: z.enum(languagePackFallbacks, {
    error: `The fallback must be one of ${languagePackFallbacks.join(', ')}.`,
  }),
};

/** `POST /api/language-packs` (editors): a new pack, with nothing translated or published yet. */
export const createLanguagePackRequestSchema = z.object({
  code: languagePackCodeSchema,
  ...packDetails,
});
export type CreateLanguagePackRequest = z.input<typeof createLanguagePackRequestSchema>;

/** `PUT /api/language-packs/{code}` (editors): the pack's name, locale, script and fallback. */
export const updateLanguagePackRequestSchema = z.object(packDetails);
export type UpdateLanguagePackRequest = z.input<typeof updateLanguagePackRequestSchema>;

/**
 * A published pack, as every page sees it (`GET /api/language-packs`): what to offer in the
 * language chooser and which catalogue version and font to load.
 */
export const publishedLanguagePackSchema = z.object({
  code: z.string(),
  name: z.string(),
  locale: z.string(),
  script: z.enum(languagePackScripts),
  /** The current publication: the catalogues' and the font's `?version=`. */
  version: z.number().int().positive(),
  fallback: z.enum(languagePackFallbacks),
  /** Whether the pack has a font of its own (`font.woff2`): a syllabics pack does. */
  font: z.boolean(),
});
export type PublishedLanguagePack = z.infer<typeof publishedLanguagePackSchema>;

/** A pack as its editors see it (`GET /api/language-packs/editing`), published or not. */
export const editableLanguagePackSchema = z.object({
  code: z.string(),
  ...packDetails,
  /** The current publication, or null before the first publish. */
  version: z.number().int().positive().nullable(),
  /** How many messages have a draft text. */
  drafts: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type EditableLanguagePack = z.infer<typeof editableLanguagePackSchema>;

/**
 * One part's published catalogue: `{ "<id>": <ICU syntax trees> }`, compiled at publish time
 * (@formatjs/icu-messageformat-parser's `parse`), so the page needs no parser. Only the ids of
 * that part (`member.…` for member).
 */
export const languagePackCatalogueSchema = z.record(z.string(), z.array(z.unknown()));
export type LanguagePackCatalogue = z.infer<typeof languagePackCatalogueSchema>;

/** `?version=N` on a catalogue or a font: which publication (the current one is cached for good). */
export const languagePackVersionQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be a publication number' })
    .int({ error: 'version must be a publication number' })
    .positive({ error: 'version must be a publication number' })
    .max(2_147_483_647, { error: 'version must be a publication number' })
    .optional(),
});
export type LanguagePackVersionQuery = z.input<typeof languagePackVersionQuerySchema>;

/** One message of the portal, as a pack's editors translate it (`GET …/messages`). */
export const languagePackMessageSchema = z.object({
  id: z.string(),
  part: z.enum(languagePackParts),
  english: z.string(),
  /** The French text, or null where the French catalogue lacks it. */
  french: z.string().nullable(),
  /** Where the message appears and what its placeholders are, for a translator. */
  description: z.string().nullable(),
  /** The placeholders the translation must keep (`amount`, `count`, `link`), sorted. */
  placeholders: z.array(z.string()),
  /** The pack's text being edited, or null. */
  draft: z.string().nullable(),
  /** The pack's text as published now, or null. */
  published: z.string().nullable(),
});
export type LanguagePackMessage = z.infer<typeof languagePackMessageSchema>;

/** `PUT …/messages/{id}`: the pack's text for one message, or null to clear it. */
export const languagePackDraftRequestSchema = z.object({
  text: z
    .string({ error: 'text must be the translation, as text, or null' })
    // Far over the rule (checked with the reason by the service), to keep huge bodies out.
    .max(languagePackMaxTranslationLength * 4, {
      error: `The translation is longer than ${languagePackMaxTranslationLength} characters.`,
    })
    .nullable(),
});
export type LanguagePackDraftRequest = z.input<typeof languagePackDraftRequestSchema>;

/** Who did something to a pack. */
export const languagePackEditorSchema = z.object({ id: z.string(), name: z.string() });

/** A publish: the version it made, who and when, how many messages it holds. */
export const languagePackPublicationSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.string(),
  publishedBy: languagePackEditorSchema,
  /** How many messages the pack translates in this version. */
  messages: z.number().int().nonnegative(),
  /** The font's size in bytes, or null when the pack has none. */
  fontBytes: z.number().int().nonnegative().nullable(),
});
export type LanguagePackPublication = z.infer<typeof languagePackPublicationSchema>;

/** One message an import or a publish refused, and why. */
export const languagePackRefusalSchema = z.object({ id: z.string(), reason: z.string() });
export type LanguagePackRefusal = z.infer<typeof languagePackRefusalSchema>;

/** `POST …/import` (a PO file): how many drafts it set, and the messages it refused. */
export const languagePackImportResultSchema = z.object({
  taken: z.number().int().nonnegative(),
  refused: z.array(languagePackRefusalSchema),
});
export type LanguagePackImportResult = z.infer<typeof languagePackImportResultSchema>;
