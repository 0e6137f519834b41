// Checks of a translation against its English message (the catalogues' test and the nation's
// pack when staff publish it). They parse ICU syntax, so they stay out of the browser's bundles.
export { maxTranslationLength, placeholdersOf, translationProblem } from './translation-check.js';
