import { createMessagesHook } from '@portal/web-kit/i18n';

/** The staff screens' words: a chunk per language, fetched when that language is chosen. */
export const useStaffMessages = createMessagesHook('staff', {
  fr: () =>
    import(
      /* webpackChunkName: "catalogue-fr-CA-staff" */ '@portal/messages/catalogues/fr-CA/staff.json',
      { with: { type: 'json' } }
    ),
  'en-XA': () =>
    import(
      /* webpackChunkName: "catalogue-en-XA-staff" */ '@portal/messages/catalogues/en-XA/staff.json',
      { with: { type: 'json' } }
    ),
});
