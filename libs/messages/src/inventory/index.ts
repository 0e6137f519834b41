// Every message of the portal with its English and French texts, for server code (the identity
// service's language packs). Not for the browser: it carries every part's words and the parser.
export { portalMessages, type PortalMessage } from './portal-messages.js';
