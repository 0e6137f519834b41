import { defineMessages } from '@portal/web-kit/i18n';

/** The names of statuses and grant types, as every staff screen writes them (spec §4). */
export const statusMessages = defineMessages({
  applicationStatus: {
    id: 'staff.status.application',
    defaultMessage:
      '{status, select, submitted {Submitted} reviewed {In Review} approved {Awarded} rejected {Not Awarded} needsMoreInfo {Requires More Information} withdrawn {Withdrawn} other {Submitted}}',
    description:
      "An application's status, by its code (status): a filter's option, a message after a change, a status button's hint",
  },
  grantStatus: {
    id: 'staff.status.grant',
    defaultMessage:
      '{status, select, draft {Draft} pendingApproval {Pending Approval} published {Published} closed {Closed} other {Draft}}',
    description: "A grant's status, by its code (status)",
  },
  grantType: {
    id: 'staff.status.grantType',
    defaultMessage:
      '{type, select, scholarship {Scholarship} professional_development {Professional Development} research {Research} educational_resources {Educational Resources} award {Award} other {Grant}}',
    description: "A grant's type, by its code (type, with _ for -)",
  },
  questionType: {
    id: 'staff.status.questionType',
    defaultMessage:
      '{type, select, textarea {Text answer} checkbox {Checkbox (yes or no)} file {File upload} date {Date} dropdown {Dropdown (one choice)} multi_select {Multi-select (several choices)} priority {Priority (order the options)} short_text {Short text (one line)} number {Number} currency {Amount of money (CAD)} other {Text answer}}',
    description:
      "A question's type, by its code (type, with _ for -), in the grant form's Question type select",
  },
});
