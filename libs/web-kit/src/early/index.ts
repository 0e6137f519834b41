// `@portal/web-kit/early`: what the shell's first script runs before the shared libraries are
// set up. Its own entry, not shared: it must not wait for (or bring) the rest of web-kit.
export { startEarlyAnswers, type EarlyAnswersOptions } from './early-answers.js';
export { sessionStorageKeys } from '../session/storage-keys.js';
export { languageChooserName, languageStorageKey } from '../i18n/language-storage-keys.js';
