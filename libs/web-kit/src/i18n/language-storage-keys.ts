/** Where the browser keeps the person's choice (the account keeps it too, once signed in). */
export const languageStorageKey = 'portal-language';
/** Where it keeps the second language of a pack's reader (English or French). */
export const secondLanguageStorageKey = 'portal-second-language';
/** The `name` of the header's language chooser, which a page drawn ahead has too. */
export const languageChooserName = 'portal-language';
