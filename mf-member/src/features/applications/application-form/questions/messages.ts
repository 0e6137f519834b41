import { defineMessages } from '@portal/web-kit/i18n';

/** The words around each question of the application form (spec §5). */
export const questionMessages = defineMessages({
  labelRequired: {
    id: 'member.question.labelRequired',
    defaultMessage: '{label} (required)',
    description: "A required question's label; {label} is the question as the office wrote it",
  },
  chooseOption: {
    id: 'member.question.chooseOption',
    defaultMessage: 'Choose an option',
    description: 'The empty first choice of a drop-down question',
  },
  textLimit: {
    id: 'member.question.textLimit',
    defaultMessage: 'Up to {max, number} characters.',
    description: 'Hint of a long text question; {max} is a number',
  },
  characterCount: {
    id: 'member.question.characterCount',
    defaultMessage: '{length, number} of {max, number} characters',
    description: 'Under a long text answer as it is typed; {length} and {max} are numbers',
  },
  characterCountOver: {
    id: 'member.question.characterCountOver',
    defaultMessage: '{length, number} of {max, number} characters: {over, number} too many',
    description: 'The same, past the limit; {over} is how many characters too many',
  },
  lengthUpTo: {
    id: 'member.question.lengthUpTo',
    defaultMessage: 'Up to {max} characters.',
    description: 'Hint of a short text question; {max} is a number',
  },
  lengthFromTo: {
    id: 'member.question.lengthFromTo',
    defaultMessage: 'From {min} to {max} characters.',
    description: 'Hint of a short text question with a minimum; {min} and {max} are numbers',
  },
  amountHint: {
    id: 'member.question.amountHint',
    defaultMessage: 'In Canadian dollars, such as 1,234.56.',
    description: 'Hint of an amount question. The example is how an amount is typed in the field',
  },
  numberFromTo: {
    id: 'member.question.numberFromTo',
    defaultMessage: 'From {min, number, ::.######} to {max, number, ::.######}.',
    description: 'Hint of a number question; {min} and {max} are numbers',
  },
  numberAtLeast: {
    id: 'member.question.numberAtLeast',
    defaultMessage: 'At least {min, number, ::.######}.',
    description: 'Hint of a number question; {min} is a number',
  },
  numberAtMost: {
    id: 'member.question.numberAtMost',
    defaultMessage: 'At most {max, number, ::.######}.',
    description: 'Hint of a number question; {max} is a number',
  },
  amountFromTo: {
    id: 'member.question.amountFromTo',
    defaultMessage: 'From {min, number, ::currency/CAD} to {max, number, ::currency/CAD}.',
    description: 'Hint of an amount question; {min} and {max} are amounts in Canadian dollars',
  },
  amountAtLeast: {
    id: 'member.question.amountAtLeast',
    defaultMessage: 'At least {min, number, ::currency/CAD}.',
    description: 'Hint of an amount question; {min} is an amount in Canadian dollars',
  },
  amountAtMost: {
    id: 'member.question.amountAtMost',
    defaultMessage: 'At most {max, number, ::currency/CAD}.',
    description: 'Hint of an amount question; {max} is an amount in Canadian dollars',
  },
  exclusiveHint: {
    id: 'member.question.exclusiveHint',
    defaultMessage: 'Choosing this clears the other choices.',
    description: 'Under a choice that cannot be combined with others',
  },
  fileHint: {
    id: 'member.question.fileHint',
    defaultMessage:
      'PDF, Word (DOC, DOCX), Excel (XLS, XLSX), JPG or PNG. A browser cannot keep a chosen file: if you reload or leave this page, choose it again.',
    description: "Hint of a file question while the portal's size limit is not known",
  },
  fileHintWithLimit: {
    id: 'member.question.fileHintWithLimit',
    defaultMessage:
      'PDF, Word (DOC, DOCX), Excel (XLS, XLSX), JPG or PNG, up to {maxSize}. A browser cannot keep a chosen file: if you reload or leave this page, choose it again.',
    description:
      'Hint of a file question; {maxSize} is the largest file accepted, written already (25 MB)',
  },
  uploadedFile: {
    id: 'member.question.uploadedFile',
    defaultMessage: 'Uploaded: {fileName}',
    description: 'Under a file question: the file on the portal; {fileName} is its name (in bold)',
  },
  chosenFile: {
    id: 'member.question.chosenFile',
    defaultMessage: 'Chosen: {fileName}',
    description:
      'Under a file question: the file chosen, not yet sent; {fileName} is its name (in bold)',
  },
  remove: {
    id: 'member.question.remove',
    defaultMessage: 'Remove',
    description: 'The button that removes the chosen file',
  },
  removeWhat: {
    id: 'member.question.removeWhat',
    defaultMessage: '{fileName}',
    description: 'Read by screen readers after "Remove": the file\'s name. Usually left as is',
  },
  priorityHint: {
    id: 'member.question.priorityHint',
    defaultMessage:
      'Most important first. Use the Move up and Move down buttons to change the order.',
    description: 'Hint of a priority question (the member orders the items)',
  },
  moveUp: {
    id: 'member.question.moveUp',
    defaultMessage: 'Move up',
    description: 'Button that moves an item up in a priority question',
  },
  moveDown: {
    id: 'member.question.moveDown',
    defaultMessage: 'Move down',
    description: 'Button that moves an item down in a priority question',
  },
  moved: {
    id: 'member.question.moved',
    defaultMessage: '{item} moved to position {position} of {count}',
    description:
      'Said to screen readers after a move; {item} is the item, {position} and {count} numbers',
  },
  errorPrefix: {
    id: 'member.question.errorPrefix',
    defaultMessage: 'Error:',
    description: "Read by screen readers before a question's error",
  },
});
