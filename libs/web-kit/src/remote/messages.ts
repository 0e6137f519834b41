import { defineMessages } from '@portal/messages';

export const remoteMessages = defineMessages({
  lazyPageFailed: {
    id: 'kit.remote.lazyPageFailed',
    defaultMessage: 'This page could not be loaded. Check your connection and try again.',
    description: "Shown, above a Retry button, when a page's code could not be downloaded",
  },
  placeholder: {
    id: 'kit.remote.placeholder',
    defaultMessage:
      '{area, select, member {Member area} staff {Staff area} admin {Admin area} other {Portal}}: this page is rendered by {remote}.',
    description:
      'Under the title of a page not built yet; {area} is the part of the portal, {remote} its technical name',
  },
  placeholderForRecord: {
    id: 'kit.remote.placeholderForRecord',
    defaultMessage:
      '{area, select, member {Member area} staff {Staff area} admin {Admin area} other {Portal}}: this page is rendered by {remote} for record {id}.',
    description:
      'Under the title of a page not built yet, for one record; {area} is the part of the portal, {remote} its technical name, {id} the record’s id',
  },
});
