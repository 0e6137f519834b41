import { createMessagesHook } from '@portal/web-kit/i18n';

/** The admin screens' words: a chunk per language, fetched when that language is chosen. */
export const useAdminMessages = createMessagesHook('admin', {
  fr: () =>
    import(
      /* webpackChunkName: "catalogue-fr-CA-admin" */ '@portal/messages/catalogues/fr-CA/admin.json',
      { with: { type: 'json' } }
    ),
  'en-XA': () =>
    import(
      /* webpackChunkName: "catalogue-en-XA-admin" */ '@portal/messages/catalogues/en-XA/admin.json',
      { with: { type: 'json' } }
    ),
});
