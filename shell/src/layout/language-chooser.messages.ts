import { defineMessages } from '@portal/web-kit/i18n';

export const languageChooserMessages = defineMessages({
  secondLanguage: {
    id: 'shell.header.secondLanguage',
    defaultMessage: 'Second language',
    description:
      "The label of the header's second chooser, shown when the nation's language is chosen: the language (English or French) a message not yet translated into it is shown in",
  },
});
