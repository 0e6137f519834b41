// No zod here: the screens import these (the admin's pack editor and the shell's language loading).

/**
 * The parts of the portal that have words of their own, as @portal/messages names them: a pack's
 * published catalogue is served per part, so a member never downloads the staff screens' words.
 */
export const languagePackParts = ['shell', 'kit', 'member', 'staff', 'admin', 'emails'] as const;
export type LanguagePackPart = (typeof languagePackParts)[number];

/**
 * The writing systems a pack may use: Latin letters (with the diacritics the nation's spelling
 * has) or Unified Canadian Aboriginal Syllabics, for which the portal serves a font of its own.
 */
export const languagePackScripts = ['Latn', 'Cans'] as const;
export type LanguagePackScript = (typeof languagePackScripts)[number];

/** The language a message not yet translated in the pack is shown in. */
export const languagePackFallbacks = ['en', 'fr'] as const;
export type LanguagePackFallback = (typeof languagePackFallbacks)[number];

/**
 * A pack's code, as it appears in the paths: a language subtag in lowercase (`crk`), optionally
 * followed by subtags (`crk-cans`). English and French are the portal's own, never a pack.
 */
export const languagePackCodePattern = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/;
export const reservedLanguagePackCodes: readonly string[] = ['en', 'fr', 'en-ca', 'fr-ca'];

/** The longest text one message of a pack may have (the same rule as @portal/messages' checks). */
export const languagePackMaxTranslationLength = 4000;

/** The largest PO file the import takes. */
export const languagePackImportMaxBytes = 5 * 1024 * 1024;
