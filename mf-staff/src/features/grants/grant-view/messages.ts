import { defineMessages } from '@portal/web-kit/i18n';

/** How a grant reads: its facts, sections and questions (grant page, quick add preview). */
export const grantViewMessages = defineMessages({
  type: {
    id: 'staff.grantView.type',
    defaultMessage: 'Type',
    description: "Fact: the grant's type",
  },
  status: {
    id: 'staff.grantView.status',
    defaultMessage: 'Status',
    description: "Fact: the grant's status",
  },
  opens: {
    id: 'staff.grantView.opens',
    defaultMessage: 'Opens',
    description: 'Fact: when applications open',
  },
  closes: {
    id: 'staff.grantView.closes',
    defaultMessage: 'Closes',
    description: 'Fact: when applications close',
  },
  noDescription: {
    id: 'staff.grantView.noDescription',
    defaultMessage: 'No description.',
    description: 'A grant without a description',
  },
  sections: {
    id: 'staff.grantView.sections',
    defaultMessage: 'Sections ({count})',
    description: "Heading of the grant's sections; count is how many",
  },
  sectionNumber: {
    id: 'staff.grantView.sectionNumber',
    defaultMessage: 'Section {number}:',
    description: "Read by screen readers before a section's label; number starts at 1",
  },
  weight: {
    id: 'staff.grantView.weight',
    defaultMessage: 'Weight {weight}',
    description: "A section's weight badge; weight is a percentage such as 35%",
  },
  noQuestions: {
    id: 'staff.grantView.noQuestions',
    defaultMessage: 'No questions in this section.',
    description: 'A section without questions',
  },
  questionsOf: {
    id: 'staff.grantView.questionsOf',
    defaultMessage: 'Questions of {section}',
    description: "Screen-reader name of a section's list of questions; section is its label",
  },
  questionType: {
    id: 'staff.grantView.questionType',
    defaultMessage: 'Type',
    description: 'Fact of a question: its type',
  },
  required: {
    id: 'staff.grantView.required',
    defaultMessage: 'Required',
    description: 'Fact of a question: whether it must be answered',
  },
  yes: {
    id: 'staff.grantView.yes',
    defaultMessage: 'Yes',
    description: 'Value of Required',
  },
  no: {
    id: 'staff.grantView.no',
    defaultMessage: 'No',
    description: 'Value of Required',
  },
  questionWeight: {
    id: 'staff.grantView.questionWeight',
    defaultMessage: 'Weight',
    description: 'Fact of a question: its weight',
  },
  options: {
    id: 'staff.grantView.options',
    defaultMessage: 'Options',
    description: 'Fact of a question: its options',
  },
  optionsInOrder: {
    id: 'staff.grantView.optionsInOrder',
    defaultMessage: 'Options, in their starting order',
    description: 'Fact of a priority question: its options',
  },
  length: {
    id: 'staff.grantView.length',
    defaultMessage: 'Length',
    description: 'Fact of a short-text question: its length limits',
  },
  range: {
    id: 'staff.grantView.range',
    defaultMessage: 'Range',
    description: 'Fact of a number or amount question: its limits',
  },
  limits: {
    id: 'staff.grantView.limits',
    defaultMessage:
      '{limit, select, both {{min} to {max}} atLeast {At least {min}} other {At most {max}}}',
    description:
      "A number or amount question's limits; min and max are numbers or amounts as written",
  },
  characterLimits: {
    id: 'staff.grantView.characterLimits',
    defaultMessage:
      '{limit, select, both {{min} to {max} characters} atLeast {At least {min} characters} other {At most {max} characters}}',
    description: "A short-text question's length limits; min and max are numbers of characters",
  },
  standsAlone: {
    id: 'staff.grantView.standsAlone',
    defaultMessage: 'Stands alone',
    description: 'Fact: the options that clear the others',
  },
  selectedByDefault: {
    id: 'staff.grantView.selectedByDefault',
    defaultMessage: 'Selected by default',
    description: 'Fact: the options selected by default (several)',
  },
  default: {
    id: 'staff.grantView.default',
    defaultMessage: 'Default',
    description: 'Fact: the option selected by default (one)',
  },
});
