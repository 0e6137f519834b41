import { createMessagesHook } from '@portal/web-kit/i18n';

/** The shell's words: a chunk per language, fetched when that language is chosen. */
export const useShellMessages = createMessagesHook('shell', {
  fr: () =>
    import(
      /* webpackChunkName: "catalogue-fr-CA-shell" */ '@portal/messages/catalogues/fr-CA/shell.json',
      { with: { type: 'json' } }
    ),
  'en-XA': () =>
    import(
      /* webpackChunkName: "catalogue-en-XA-shell" */ '@portal/messages/catalogues/en-XA/shell.json',
      { with: { type: 'json' } }
    ),
});
