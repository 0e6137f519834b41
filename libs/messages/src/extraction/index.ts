// Build-time only (Node): extracting the English catalogues from the code and compiling the
// messages files for the browser (docs/adr/0020).
export { compileMessagesModule, type ExtractedMessage } from './compile-messages-module.js';
export { compileCatalogue } from './compile-catalogue.js';
export { catalogueFileText, extractPart, type EnglishCatalogue } from './extract-part.js';
export { messageParts, messagesFilePattern, type MessagePart } from './message-parts.js';
