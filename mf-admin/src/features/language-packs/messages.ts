import { defineMessages } from '@portal/web-kit/i18n';

export const languagePackMessages = defineMessages({
  title: {
    id: 'admin.languages.title',
    defaultMessage: 'Language Packs',
    description:
      "The heading of the page where admins and staff translate the portal into the nation's language",
  },
  intro: {
    id: 'admin.languages.intro',
    defaultMessage:
      "Type the nation's text for each message. A message not yet translated is shown in English or French, as each person chooses. Nothing changes for members until you publish.",
    description: 'The introduction under the language packs heading',
  },
  loading: {
    id: 'admin.languages.loading',
    defaultMessage: 'Loading the language packs…',
    description: 'Shown while the list of language packs loads',
  },
  loadFailed: {
    id: 'admin.languages.loadFailed',
    defaultMessage: 'The language packs could not be loaded.',
    description: 'Shown when the list of language packs or their messages failed to load',
  },
  pack: {
    id: 'admin.languages.pack',
    defaultMessage: 'Language pack',
    description: 'The label of the list choosing which pack to edit',
  },
  noPacks: {
    id: 'admin.languages.noPacks',
    defaultMessage: 'There is no language pack yet. Create one below.',
    description: 'Shown when the office has not created any language pack',
  },
  packStatus: {
    id: 'admin.languages.packStatus',
    defaultMessage:
      '{version, select, none {Not published yet} other {Published version {version}}}; {drafts, plural, one {# message translated} other {# messages translated}}',
    description:
      "A pack's state under the pack chooser. {version}: the published version number, or 'none'; {drafts}: how many messages have a text",
  },
  createTitle: {
    id: 'admin.languages.createTitle',
    defaultMessage: 'Create a language pack',
    description: 'The heading of the form creating a new language pack',
  },
  code: {
    id: 'admin.languages.code',
    defaultMessage: 'Code',
    description: "The label of the new pack's language code field",
  },
  codeHint: {
    id: 'admin.languages.codeHint',
    defaultMessage: 'The language code in lowercase letters, such as crk.',
    description: 'The hint under the code field',
  },
  name: {
    id: 'admin.languages.name',
    defaultMessage: 'Name in the language itself',
    description: "The label of the pack's name field (the name as the language writes it)",
  },
  locale: {
    id: 'admin.languages.locale',
    defaultMessage: 'Locale',
    description: "The label of the pack's language tag field",
  },
  localeHint: {
    id: 'admin.languages.localeHint',
    defaultMessage: 'A language tag such as crk or cr-Cans.',
    description: 'The hint under the locale field',
  },
  script: {
    id: 'admin.languages.script',
    defaultMessage: 'Writing system',
    description: "The label of the pack's script list",
  },
  scriptLatin: {
    id: 'admin.languages.scriptLatin',
    defaultMessage: 'Latin letters',
    description: 'A writing system choice: Latin letters with diacritics',
  },
  scriptSyllabics: {
    id: 'admin.languages.scriptSyllabics',
    defaultMessage: 'Syllabics',
    description: 'A writing system choice: Unified Canadian Aboriginal Syllabics',
  },
  fallback: {
    id: 'admin.languages.fallback',
    defaultMessage: 'Usual second language',
    description:
      "The label of the pack's fallback list: English or French, for messages not yet translated",
  },
  create: {
    id: 'admin.languages.create',
    defaultMessage: 'Create pack',
    description: 'The button creating a language pack',
  },
  created: {
    id: 'admin.languages.created',
    defaultMessage: 'The language pack {name} was created.',
    description: 'Shown after a pack was created. {name}: its name',
  },
  createFailed: {
    id: 'admin.languages.createFailed',
    defaultMessage: 'The language pack could not be created.',
    description: 'Shown when creating a pack failed without a reason from the server',
  },
  filters: {
    id: 'admin.languages.filters',
    defaultMessage: 'Show',
    description: 'The name of the group of filters over the message list',
  },
  untranslatedOnly: {
    id: 'admin.languages.untranslatedOnly',
    defaultMessage: 'Only messages not yet translated',
    description: 'A filter checkbox over the message list',
  },
  part: {
    id: 'admin.languages.part',
    defaultMessage: 'Part of the portal',
    description: 'The label of the filter by part (shell, kit, member, staff, admin)',
  },
  allParts: {
    id: 'admin.languages.allParts',
    defaultMessage: 'All parts',
    description: 'The first choice of the part filter',
  },
  search: {
    id: 'admin.languages.search',
    defaultMessage: 'Search',
    description:
      'The label of the search field over the messages (key, English, French or the text)',
  },
  shown: {
    id: 'admin.languages.shown',
    defaultMessage: '{shown} of {total} messages shown',
    description: 'Read after filtering. {shown}, {total}: numbers of messages',
  },
  english: {
    id: 'admin.languages.english',
    defaultMessage: 'English',
    description: "The label before a message's English text",
  },
  french: {
    id: 'admin.languages.french',
    defaultMessage: 'French',
    description: "The label before a message's French text",
  },
  noFrench: {
    id: 'admin.languages.noFrench',
    defaultMessage: '(none)',
    description: 'Shown when a message has no French text',
  },
  placeholders: {
    id: 'admin.languages.placeholders',
    defaultMessage: 'Keep these placeholders: {list}',
    description:
      "The placeholders a translation must keep. {list}: the placeholders, like '{name}, {count}'",
  },
  translation: {
    id: 'admin.languages.translation',
    defaultMessage: 'Text in {language}',
    description:
      "The label of the field for the pack's text of a message. {language}: the pack's name",
  },
  save: {
    id: 'admin.languages.save',
    defaultMessage: 'Save',
    description: "The button saving one message's text as a draft",
  },
  saved: {
    id: 'admin.languages.saved',
    defaultMessage: 'Saved. It will show once published.',
    description: "Shown beside a message's text once the draft was saved and passed the checks",
  },
  saveFailed: {
    id: 'admin.languages.saveFailed',
    defaultMessage: 'The text could not be saved.',
    description: 'Shown when saving a text failed without a reason from the server',
  },
  publishedText: {
    id: 'admin.languages.publishedText',
    defaultMessage: 'Published: {text}',
    description:
      "The pack's text members see now, when it differs from the draft. {text}: the text",
  },
  publish: {
    id: 'admin.languages.publish',
    defaultMessage: 'Publish',
    description: "The button publishing the pack's drafts for members to see",
  },
  published: {
    id: 'admin.languages.published',
    defaultMessage: 'Version {version} is published.',
    description: 'Shown after publishing. {version}: the new version number',
  },
  publishFailed: {
    id: 'admin.languages.publishFailed',
    defaultMessage: 'The pack could not be published.',
    description: 'Shown when publishing failed without a reason from the server',
  },
  publications: {
    id: 'admin.languages.publications',
    defaultMessage: 'Publications',
    description: "The heading of the list of the pack's publications",
  },
  noPublications: {
    id: 'admin.languages.noPublications',
    defaultMessage: 'Not published yet.',
    description: 'Shown when the pack has never been published',
  },
  publication: {
    id: 'admin.languages.publication',
    defaultMessage:
      'Version {version}, published by {name} on {date}: {messages, plural, one {# message} other {# messages}}',
    description:
      'One publication. {version}: its number; {name}: who published; {date}: date and time; {messages}: how many messages',
  },
  exportPo: {
    id: 'admin.languages.exportPo',
    defaultMessage: 'Export PO file',
    description: "The button downloading the pack's texts as a PO file for a translator",
  },
  importPo: {
    id: 'admin.languages.importPo',
    defaultMessage: 'Import PO file',
    description: 'The label of the file field importing a translated PO file',
  },
  imported: {
    id: 'admin.languages.imported',
    defaultMessage: '{taken, plural, one {# text imported} other {# texts imported}}.',
    description: 'Shown after an import. {taken}: how many texts were taken',
  },
  importRefused: {
    id: 'admin.languages.importRefused',
    defaultMessage: '{id}: {reason}',
    description: 'One message an import refused. {id}: its key; {reason}: why',
  },
  importFailed: {
    id: 'admin.languages.importFailed',
    defaultMessage: 'The file could not be imported.',
    description: 'Shown when an import failed without a reason from the server',
  },
  creating: {
    id: 'admin.languages.creating',
    defaultMessage: 'Creating…',
    description: 'The create pack button while the pack is being created',
  },
  saving: {
    id: 'admin.languages.saving',
    defaultMessage: 'Saving…',
    description: "A message's save button while its text is being saved",
  },
  publishing: {
    id: 'admin.languages.publishing',
    defaultMessage: 'Publishing…',
    description: 'The publish button while the pack is being published',
  },
  saveFor: {
    id: 'admin.languages.saveFor',
    defaultMessage: 'Save {id}',
    description: "The save button's full name for screen readers. {id}: the message's key",
  },
  refusedMessages: {
    id: 'admin.languages.refusedMessages',
    defaultMessage: 'Messages to correct',
    description: 'The heading of the list of messages a publish or an import refused',
  },
  messageList: {
    id: 'admin.languages.messageList',
    defaultMessage: 'Messages',
    description: 'The heading of the list of messages to translate',
  },
  description: {
    id: 'admin.languages.description',
    defaultMessage: 'Where it appears',
    description: "The label before a message's description for translators",
  },
});
