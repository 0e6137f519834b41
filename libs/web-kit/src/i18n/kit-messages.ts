import { createMessagesHook } from './use-messages.js';

/** The words of web-kit's own pieces (shared by every part: buttons, dialogs, the API's errors). */
export const useKitMessages = createMessagesHook('kit', {
  fr: () =>
    import(
      /* webpackChunkName: "catalogue-fr-CA-kit" */ '@portal/messages/catalogues/fr-CA/kit.json',
      { with: { type: 'json' } }
    ),
  'en-XA': () =>
    import(
      /* webpackChunkName: "catalogue-en-XA-kit" */ '@portal/messages/catalogues/en-XA/kit.json',
      { with: { type: 'json' } }
    ),
});
