import { defineMessages } from '@portal/web-kit/i18n';

/** The grant form of /create-grant and /grants/{id}/edit (spec §5; quoted texts verbatim). */
export const grantFormMessages = defineMessages({
  sectionWeightsTotalCreate: {
    id: 'staff.grantForm.sectionWeightsTotalCreate',
    defaultMessage: 'Section weights must sum to 100%. Current total: {total}%',
    description:
      'Under the sections on the create-grant form when their weights do not total 100 (spec §5); total is the current total',
  },
  questionWeightsTotalCreate: {
    id: 'staff.grantForm.questionWeightsTotalCreate',
    defaultMessage: 'Question weights must sum to 100%. Current total: {total}%',
    description:
      "Under a section's questions on the create-grant form when their weights do not total 100; total is the current total",
  },
  sectionWeightsTotalEdit: {
    id: 'staff.grantForm.sectionWeightsTotalEdit',
    defaultMessage: 'Section weights must add up to 100%. Current total: {total}%.',
    description:
      'Under the sections on the edit-grant form when their weights do not total 100 (spec §5); total is the current total',
  },
  questionWeightsTotalEdit: {
    id: 'staff.grantForm.questionWeightsTotalEdit',
    defaultMessage:
      'Questions in section "{section}" must add up to 100%. Current total: {total}%.',
    description:
      'Under a section\'s questions on the edit-grant form when their weights do not total 100; section is the section\'s label (or "Section 2"), total the current total',
  },
  sectionNumber: {
    id: 'staff.grantForm.sectionNumber',
    defaultMessage: 'Section {number}',
    description: 'A section named by its position, where it has no label yet (number starts at 1)',
  },
  fixValidationErrors: {
    id: 'staff.grantForm.fixValidationErrors',
    defaultMessage: 'Please fix the validation errors before submitting',
    description: 'Shown when a grant with problems is saved (spec §8)',
  },
  lastSection: {
    id: 'staff.grantForm.lastSection',
    defaultMessage: 'Grant must have at least one section',
    description: 'Shown when the last section is removed (spec §8)',
  },
  title: {
    id: 'staff.grantForm.title',
    defaultMessage: 'Title',
    description: "Label of the grant's title field",
  },
  type: {
    id: 'staff.grantForm.type',
    defaultMessage: 'Type',
    description: "Label of the grant's type select",
  },
  status: {
    id: 'staff.grantForm.status',
    defaultMessage: 'Status',
    description: "Label of the grant's status select (edit form)",
  },
  description: {
    id: 'staff.grantForm.description',
    defaultMessage: 'Description',
    description: "Label of the grant's description field",
  },
  openDate: {
    id: 'staff.grantForm.openDate',
    defaultMessage: 'Open Date',
    description: 'Label of the date and time applications open',
  },
  closeDate: {
    id: 'staff.grantForm.closeDate',
    defaultMessage: 'Close Date',
    description: 'Label of the date and time applications close',
  },
  torontoTime: {
    id: 'staff.grantForm.torontoTime',
    defaultMessage: 'Toronto time',
    description: "Hint under the open and close date fields: the times are Toronto's",
  },
  oneApplicationPerMember: {
    id: 'staff.grantForm.oneApplicationPerMember',
    defaultMessage: 'One application per member',
    description: 'Checkbox: a member may apply only once to this grant',
  },
  oneApplicationPerMemberHint: {
    id: 'staff.grantForm.oneApplicationPerMemberHint',
    defaultMessage:
      'A member who has applied cannot apply again unless they withdraw. Untick it to let members send several applications.',
    description: 'Hint under the One application per member checkbox',
  },
  cancel: {
    id: 'staff.grantForm.cancel',
    defaultMessage: 'Cancel',
    description: 'Link that leaves the grant form without saving',
  },
  leaveTitle: {
    id: 'staff.grantForm.leaveTitle',
    defaultMessage: 'Leave without saving?',
    description: 'Heading of the question asked when leaving the form with unsaved work',
  },
  leaveQuestion: {
    id: 'staff.grantForm.leaveQuestion',
    defaultMessage:
      'Your changes to this grant are not saved. They stay in this browser, and this form offers them again when you come back.',
    description: 'The question asked when leaving the form with unsaved work',
  },
  leave: {
    id: 'staff.grantForm.leave',
    defaultMessage: 'Leave this page',
    description: 'Button of the leave question: leave the form',
  },
  stay: {
    id: 'staff.grantForm.stay',
    defaultMessage: 'Stay on this page',
    description: 'Button of the leave question: stay on the form',
  },
  restored: {
    id: 'staff.grantForm.restored',
    defaultMessage:
      'Your unsaved work on this grant was restored (kept in this browser on {savedAt}). Save it, or discard it.',
    description:
      'When the form opens with work kept in the browser; savedAt is a date and time (it ends with a.m. or p.m. in English)',
  },
  changedSince: {
    id: 'staff.grantForm.changedSince',
    defaultMessage:
      'The grant was changed on the portal since: saving replaces those changes with yours.',
    description: 'Under the restored-work notice when someone saved the grant after the work began',
  },
  discard: {
    id: 'staff.grantForm.discard',
    defaultMessage: 'Discard unsaved work',
    description: 'Button that throws away the work kept in the browser',
  },
  discarded: {
    id: 'staff.grantForm.discarded',
    defaultMessage: 'The unsaved work was discarded.',
    description: 'After the kept work was discarded',
  },
  errorPrefix: {
    id: 'staff.grantForm.errorPrefix',
    defaultMessage: 'Error:',
    description: 'Read by screen readers before a problem under a group of fields',
  },
});

/** A grant's problems, each beside its field (the field's label says which one). */
export const problemMessages = defineMessages({
  tooLong: {
    id: 'staff.grantProblem.tooLong',
    defaultMessage: 'Use at most {max} characters',
    description: "A field's text is too long; max is the number of characters allowed",
  },
  badDate: {
    id: 'staff.grantProblem.badDate',
    defaultMessage: 'Enter a date and time',
    description: 'A date field that is not a date',
  },
  sectionLabel: {
    id: 'staff.grantProblem.sectionLabel',
    defaultMessage: 'Enter a label for the section',
    description: 'A section without a label',
  },
  weight: {
    id: 'staff.grantProblem.weight',
    defaultMessage: 'Enter a weight from 0 to 100',
    description: 'A weight outside 0 to 100',
  },
  questionLabel: {
    id: 'staff.grantProblem.questionLabel',
    defaultMessage: 'Enter the question',
    description: 'A question without its text',
  },
  optionsMissing: {
    id: 'staff.grantProblem.optionsMissing',
    defaultMessage: 'Add at least one option',
    description: 'A choice question without options',
  },
  optionsBlank: {
    id: 'staff.grantProblem.optionsBlank',
    defaultMessage: 'Fill in or remove the empty option',
    description: 'A choice question with an empty option',
  },
  optionBlank: {
    id: 'staff.grantProblem.optionBlank',
    defaultMessage: 'Fill in or remove this option',
    description: 'Beside an empty option',
  },
  optionsRepeated: {
    id: 'staff.grantProblem.optionsRepeated',
    defaultMessage: 'Each option must be different',
    description: 'A choice question with the same option twice',
  },
  dropdownOneDefault: {
    id: 'staff.grantProblem.dropdownOneDefault',
    defaultMessage: 'A dropdown can have one default choice at most',
    description: 'A dropdown question with several default choices',
  },
  limitShortText: {
    id: 'staff.grantProblem.limitShortText',
    defaultMessage: 'Enter a whole number of characters, from 0 to 500',
    description: "A short-text question's length limit that is not a whole number from 0 to 500",
  },
  limitNumber: {
    id: 'staff.grantProblem.limitNumber',
    defaultMessage: 'Enter a number, such as 10 or 2.5 (at most 6 decimals)',
    description: "A number question's limit that is not a number",
  },
  limitCurrency: {
    id: 'staff.grantProblem.limitCurrency',
    defaultMessage: 'Enter an amount in dollars, such as 2,500.00',
    description: "A currency question's limit that is not an amount",
  },
  limitsOrder: {
    id: 'staff.grantProblem.limitsOrder',
    defaultMessage: 'The smallest must not be more than the largest',
    description: "A question's minimum above its maximum",
  },
  exclusiveWithOthers: {
    id: 'staff.grantProblem.exclusiveWithOthers',
    defaultMessage: '"{option}" stands alone: it cannot be selected by default with other options',
    description:
      "An option that stands alone chosen by default with others; option is the option's text",
  },
  missingTitle: {
    id: 'staff.grantProblem.missingTitle',
    defaultMessage: 'Enter a title',
    description: "The grant's title is empty",
  },
  missingType: {
    id: 'staff.grantProblem.missingType',
    defaultMessage: 'Choose a type',
    description: "The grant's type is not chosen",
  },
  missingOpenDate: {
    id: 'staff.grantProblem.missingOpenDate',
    defaultMessage: 'Enter the open date and time',
    description: 'The open date is empty',
  },
  missingCloseDate: {
    id: 'staff.grantProblem.missingCloseDate',
    defaultMessage: 'Enter the close date and time',
    description: 'The close date is empty',
  },
});

/** The sections editor and the weight bar. */
export const sectionMessages = defineMessages({
  heading: {
    id: 'staff.grantSection.heading',
    defaultMessage: 'Sections',
    description: "Heading of the grant form's sections",
  },
  addSection: {
    id: 'staff.grantSection.addSection',
    defaultMessage: 'Add section',
    description: 'Button that adds a section',
  },
  sectionHeading: {
    id: 'staff.grantSection.sectionHeading',
    defaultMessage: 'Section {number}',
    description: "A section's heading when it has no label; number starts at 1",
  },
  sectionHeadingLabelled: {
    id: 'staff.grantSection.sectionHeadingLabelled',
    defaultMessage: 'Section {number}: {label}',
    description: "A section's heading; number starts at 1, label is the section's label",
  },
  moved: {
    id: 'staff.grantSection.moved',
    defaultMessage: '{name} moved to position {position} of {count}',
    description:
      'Announced to screen readers after a section moved; name is its label or "Section 2"',
  },
  removeSection: {
    id: 'staff.grantSection.removeSection',
    defaultMessage: 'Remove section',
    description: 'Button that removes a section',
  },
  label: {
    id: 'staff.grantSection.label',
    defaultMessage: 'Section label',
    description: "Label of a section's label field",
  },
  description: {
    id: 'staff.grantSection.description',
    defaultMessage: 'Section description',
    description: "Label of a section's description field",
  },
  weight: {
    id: 'staff.grantSection.weight',
    defaultMessage: 'Section weight (%)',
    description: "Label of a section's weight field",
  },
  questions: {
    id: 'staff.grantSection.questions',
    defaultMessage: 'Questions',
    description: "Heading of a section's questions",
  },
  noQuestions: {
    id: 'staff.grantSection.noQuestions',
    defaultMessage: 'No questions in this section yet.',
    description: 'A section without questions',
  },
  addQuestion: {
    id: 'staff.grantSection.addQuestion',
    defaultMessage: 'Add question',
    description: 'Button that adds a question to a section',
  },
  addQuestionTo: {
    id: 'staff.grantSection.addQuestionTo',
    defaultMessage: 'to section {number}',
    description: 'Read by screen readers after Add question: which section',
  },
  weightBar: {
    id: 'staff.grantSection.weightBar',
    defaultMessage: 'Section weights',
    description: "Caption of the bar that shows the sections' weights",
  },
  weightOf: {
    id: 'staff.grantSection.weightOf',
    defaultMessage: '{name}: {weight}%',
    description: 'A section\'s share in the weight bar\'s legend; name is its label or "Section 2"',
  },
  total: {
    id: 'staff.grantSection.total',
    defaultMessage: 'Total: {total}%',
    description: 'The total of the section weights, under the bar',
  },
  moveUp: {
    id: 'staff.grantSection.moveUp',
    defaultMessage: 'Move {name} up',
    description:
      'Screen-reader name of a button that moves an item up; name is e.g. "Section 2" or "Question 1 of section 2"',
  },
  moveDown: {
    id: 'staff.grantSection.moveDown',
    defaultMessage: 'Move {name} down',
    description: 'Screen-reader name of a button that moves an item down',
  },
});

/** A question's editor: its fields, options, defaults and limits. */
export const questionMessages = defineMessages({
  legend: {
    id: 'staff.grantQuestion.legend',
    defaultMessage: 'Question {number}',
    description: "A question's heading; number starts at 1",
  },
  itemName: {
    id: 'staff.grantQuestion.itemName',
    defaultMessage: 'Question {number} of section {section}',
    description: 'How the move buttons name a question',
  },
  moved: {
    id: 'staff.grantQuestion.moved',
    defaultMessage: '{name} moved to position {position} of {count} in section {section}',
    description: 'Announced after a question moved; name is its label or "Question 2"',
  },
  label: {
    id: 'staff.grantQuestion.label',
    defaultMessage: 'Question label',
    description: "Label of a question's text field",
  },
  helpText: {
    id: 'staff.grantQuestion.helpText',
    defaultMessage: 'Help text (optional)',
    description: "Label of a question's help text field",
  },
  helpTextHint: {
    id: 'staff.grantQuestion.helpTextHint',
    defaultMessage: 'Shown under the question on the application form.',
    description: 'Hint under the help text field',
  },
  type: {
    id: 'staff.grantQuestion.type',
    defaultMessage: 'Question type',
    description: "Label of a question's type select",
  },
  weight: {
    id: 'staff.grantQuestion.weight',
    defaultMessage: 'Question weight (%)',
    description: "Label of a question's weight field",
  },
  required: {
    id: 'staff.grantQuestion.required',
    defaultMessage: 'Required',
    description: 'Checkbox: the question must be answered',
  },
  remove: {
    id: 'staff.grantQuestion.remove',
    defaultMessage: 'Remove question',
    description: 'Button that removes a question',
  },
  removeWhich: {
    id: 'staff.grantQuestion.removeWhich',
    defaultMessage: '{number} of section {section}',
    description: 'Read by screen readers after Remove question: which question of which section',
  },
  options: {
    id: 'staff.grantQuestion.options',
    defaultMessage: 'Options',
    description: "Legend of a choice question's options",
  },
  priorityOptions: {
    id: 'staff.grantQuestion.priorityOptions',
    defaultMessage: 'Options, in order of priority',
    description: "Legend of a priority question's options",
  },
  priorityHint: {
    id: 'staff.grantQuestion.priorityHint',
    defaultMessage: 'Applicants arrange these options; they start in this order.',
    description: "Hint on a priority question's options",
  },
  option: {
    id: 'staff.grantQuestion.option',
    defaultMessage: 'Option {number}',
    description: "Label of an option's field; number starts at 1",
  },
  optionName: {
    id: 'staff.grantQuestion.optionName',
    defaultMessage: 'option {number}',
    description: 'How an empty option is named in announcements; number starts at 1',
  },
  optionMoved: {
    id: 'staff.grantQuestion.optionMoved',
    defaultMessage: '{name} moved to position {position} of {count}',
    description: 'Announced after an option moved',
  },
  optionRemoved: {
    id: 'staff.grantQuestion.optionRemoved',
    defaultMessage: 'Removed {name}',
    description: 'Announced after an option was removed',
  },
  removeOption: {
    id: 'staff.grantQuestion.removeOption',
    defaultMessage: 'Remove',
    description: 'Button that removes an option; screen readers hear the option after it',
  },
  addOption: {
    id: 'staff.grantQuestion.addOption',
    defaultMessage: 'Add option',
    description: 'Button that adds an option',
  },
  emptyChoice: {
    id: 'staff.grantQuestion.emptyChoice',
    defaultMessage: 'Option {number} (empty)',
    description: 'An empty option in the default choices; number starts at 1',
  },
  noDefault: {
    id: 'staff.grantQuestion.noDefault',
    defaultMessage: 'No default',
    description: "The dropdown's default choice: none",
  },
  defaultChoice: {
    id: 'staff.grantQuestion.defaultChoice',
    defaultMessage: 'Default choice',
    description: "Legend of a dropdown's default choice",
  },
  selectedByDefault: {
    id: 'staff.grantQuestion.selectedByDefault',
    defaultMessage: 'Selected by default',
    description: "Legend of a multi-select's default choices",
  },
  standAlone: {
    id: 'staff.grantQuestion.standAlone',
    defaultMessage: 'Options that stand alone',
    description: "Legend of a multi-select's options that clear the others",
  },
  standAloneHint: {
    id: 'staff.grantQuestion.standAloneHint',
    defaultMessage: 'Such as “None of these”: choosing one clears the other choices.',
    description: 'Hint under the options that stand alone',
  },
  shortTextLegend: {
    id: 'staff.grantQuestion.shortTextLegend',
    defaultMessage: 'Length of the answer (optional)',
    description: "Legend of a short-text question's limits",
  },
  shortTextMin: {
    id: 'staff.grantQuestion.shortTextMin',
    defaultMessage: 'Fewest characters',
    description: 'Label: the fewest characters an answer may have',
  },
  shortTextMax: {
    id: 'staff.grantQuestion.shortTextMax',
    defaultMessage: 'Most characters',
    description: 'Label: the most characters an answer may have',
  },
  shortTextHint: {
    id: 'staff.grantQuestion.shortTextHint',
    defaultMessage: 'Up to 500 characters.',
    description: 'Hint on the short-text limits',
  },
  numberLegend: {
    id: 'staff.grantQuestion.numberLegend',
    defaultMessage: 'Range of the answer (optional)',
    description: "Legend of a number question's limits",
  },
  numberMin: {
    id: 'staff.grantQuestion.numberMin',
    defaultMessage: 'Smallest number',
    description: 'Label: the smallest number allowed',
  },
  numberMax: {
    id: 'staff.grantQuestion.numberMax',
    defaultMessage: 'Largest number',
    description: 'Label: the largest number allowed',
  },
  numberHint: {
    id: 'staff.grantQuestion.numberHint',
    defaultMessage: 'Such as 1 and 365, or 0 and 4.5.',
    description: 'Hint on the number limits',
  },
  currencyLegend: {
    id: 'staff.grantQuestion.currencyLegend',
    defaultMessage: 'Range of the amount, in dollars (optional)',
    description: "Legend of a currency question's limits",
  },
  currencyMin: {
    id: 'staff.grantQuestion.currencyMin',
    defaultMessage: 'Smallest amount ($)',
    description: 'Label: the smallest amount allowed',
  },
  currencyMax: {
    id: 'staff.grantQuestion.currencyMax',
    defaultMessage: 'Largest amount ($)',
    description: 'Label: the largest amount allowed',
  },
  currencyHint: {
    id: 'staff.grantQuestion.currencyHint',
    defaultMessage: 'Such as 100 and 2,500.00. Applicants type dollars and cents.',
    description: 'Hint on the currency limits',
  },
});
