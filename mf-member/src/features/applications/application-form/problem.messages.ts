import { defineMessages } from '@portal/web-kit/i18n';

/** What is wrong with an answer (spec §5's messages, verbatim in English, and the rules' own). */
export const problemMessages = defineMessages({
  required: {
    id: 'member.problem.required',
    defaultMessage: 'This field is required',
    description: 'A required question left empty (spec §5)',
  },
  checkboxRequired: {
    id: 'member.problem.checkboxRequired',
    defaultMessage: 'This checkbox is required',
    description: 'A required checkbox not ticked (spec §5)',
  },
  selectAtLeastOne: {
    id: 'member.problem.selectAtLeastOne',
    defaultMessage: 'Please select at least one option',
    description: 'A required multiple choice with nothing chosen (spec §5)',
  },
  arrangePriority: {
    id: 'member.problem.arrangePriority',
    defaultMessage: 'Please arrange the priority items',
    description: 'A required priority question not arranged (spec §5)',
  },
  uploadFile: {
    id: 'member.problem.uploadFile',
    defaultMessage: 'Please upload a file',
    description: 'A required file question with no file (spec §5)',
  },
  fillAllRequired: {
    id: 'member.problem.fillAllRequired',
    defaultMessage: 'Please fill out all required fields',
    description: "The form's summary when a required answer is missing (spec §5)",
  },
  tooLong: {
    id: 'member.problem.tooLong',
    defaultMessage: 'Please keep this answer to {max} characters or fewer.',
    description: 'A text answer past its limit; {max} is a number',
  },
  tooShort: {
    id: 'member.problem.tooShort',
    defaultMessage:
      '{min, plural, one {Please write at least # character.} other {Please write at least # characters.}}',
    description: 'A short text answer below its minimum; {min} is a number',
  },
  notANumber: {
    id: 'member.problem.notANumber',
    defaultMessage: 'Please enter a number, such as 12 or 3.5.',
    description: 'A number question answered with something else',
  },
  notAnAmount: {
    id: 'member.problem.notAnAmount',
    defaultMessage: 'Please enter an amount in dollars, such as 1,234.56.',
    description: 'An amount question answered with something else',
  },
  notADate: {
    id: 'member.problem.notADate',
    defaultMessage: 'Please enter a valid date, such as 2026-09-01.',
    description: 'A date question answered with something else',
  },
  numberFromTo: {
    id: 'member.problem.numberFromTo',
    defaultMessage:
      'Please enter a number from {min, number, ::.######} to {max, number, ::.######}.',
    description: 'A number outside its limits; {min} and {max} are numbers',
  },
  numberAtLeast: {
    id: 'member.problem.numberAtLeast',
    defaultMessage: 'Please enter a number of at least {min, number, ::.######}.',
    description: 'A number below its minimum',
  },
  numberAtMost: {
    id: 'member.problem.numberAtMost',
    defaultMessage: 'Please enter a number of at most {max, number, ::.######}.',
    description: 'A number above its maximum',
  },
  amountFromTo: {
    id: 'member.problem.amountFromTo',
    defaultMessage:
      'Please enter an amount from {min, number, ::currency/CAD} to {max, number, ::currency/CAD}.',
    description: 'An amount outside its limits, in Canadian dollars',
  },
  amountAtLeast: {
    id: 'member.problem.amountAtLeast',
    defaultMessage: 'Please enter an amount of at least {min, number, ::currency/CAD}.',
    description: 'An amount below its minimum',
  },
  amountAtMost: {
    id: 'member.problem.amountAtMost',
    defaultMessage: 'Please enter an amount of at most {max, number, ::currency/CAD}.',
    description: 'An amount above its maximum',
  },
});
