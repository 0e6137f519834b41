// @portal/messages: the portal's words (docs/adr/0020). Messages are declared beside each feature
// with defineMessages, their English text is extracted to catalogues/en/<part>.json, the other
// languages' catalogues sit beside it, and a formatter writes a message in the chosen language,
// falling back message by message.
export {
  defaultLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  languageFromBrowser,
  type InterfaceLanguage,
} from './languages.js';
export {
  createMessageFormatter,
  type FormatMessage,
  type MessageValues,
} from './message-formatter.js';
export {
  defineMessages,
  type Catalogue,
  type CompiledMessage,
  type MessageDescriptor,
  type MessageText,
} from './messages.js';
