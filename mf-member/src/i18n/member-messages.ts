import { createMessagesHook } from '@portal/web-kit/i18n';

/** The member area's words: a chunk per language, fetched when that language is chosen. */
export const useMemberMessages = createMessagesHook('member', {
  fr: () =>
    import(
      /* webpackChunkName: "catalogue-fr-CA-member" */ '@portal/messages/catalogues/fr-CA/member.json',
      { with: { type: 'json' } }
    ),
  'en-XA': () =>
    import(
      /* webpackChunkName: "catalogue-en-XA-member" */ '@portal/messages/catalogues/en-XA/member.json',
      { with: { type: 'json' } }
    ),
});
