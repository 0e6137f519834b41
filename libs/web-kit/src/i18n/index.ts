// The portal's languages in the screens (docs/adr/0020): the page's one language choice and the
// hook each part writes its words with. The catalogues and the formatter are @portal/messages.
export {
  LanguageChoice,
  languageStorageKey,
  secondLanguageStorageKey,
  type LanguageCode,
  type LanguageState,
} from './language-choice.js';
export { portalLanguage } from './portal-language.js';
export { languageChooserName } from './language-storage-keys.js';
export { useKitMessages } from './kit-messages.js';
export {
  createMessagesHook,
  type CatalogueLoaders,
  type Messages,
  type MessagesHook,
} from './use-messages.js';
export {
  defineMessages,
  interfaceLanguages,
  isInterfaceLanguage,
  type InterfaceLanguage,
  type MessageDescriptor,
} from '@portal/messages';
