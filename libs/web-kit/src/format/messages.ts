import { defineMessages } from '@portal/messages';

/** Sizes and amounts written as words of a language. */
export const formatMessages = defineMessages({
  fileSize: {
    id: 'kit.format.fileSize',
    defaultMessage:
      '{unit, select, byte {{size, plural, one {# byte} other {# bytes}}} kilobyte {{size, number, ::.#} KB} megabyte {{size, number, ::.#} MB} other {{size, number, ::.#} GB}}',
    description:
      'A file size: {size} is the number, {unit} one of byte, kilobyte, megabyte, gigabyte (the other branch). Use your language’s unit symbols (Ko, Mo, Go)',
  },
});
