import { defineMessages } from '@portal/web-kit/i18n';

/** An application's review page (spec §2, §6 and §8; quoted texts verbatim). */
export const reviewMessages = defineMessages({
  title: {
    id: 'staff.review.title',
    defaultMessage: 'Review Application',
    description: "Heading of an application's review page (spec §2)",
  },
  backToApplications: {
    id: 'staff.review.backToApplications',
    defaultMessage: 'Back to Applications',
    description: 'Link back to the applications list',
  },
  loading: {
    id: 'staff.review.loading',
    defaultMessage: 'Loading the application…',
    description: 'While the application loads',
  },
  retry: {
    id: 'staff.review.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads the application again',
  },
  loadFailed: {
    id: 'staff.review.loadFailed',
    defaultMessage: 'Error fetching application',
    description: 'When the application could not be loaded (spec §8)',
  },
  updateFailed: {
    id: 'staff.review.updateFailed',
    defaultMessage: 'Error updating application status',
    description: 'When changing the status failed (spec §8)',
  },
  updated: {
    id: 'staff.review.updated',
    defaultMessage: 'Application status updated to {status}',
    description: "After the status changed (spec §8); status is the new status's name",
  },
  forbidden: {
    id: 'staff.review.forbidden',
    defaultMessage: "You don't have permission to view this application.",
    description: 'When the reviewer may not see this application',
  },
  notFoundTitle: {
    id: 'staff.review.notFoundTitle',
    defaultMessage: 'Application not found',
    description: 'Heading when no application has this address',
  },
  notFound: {
    id: 'staff.review.notFound',
    defaultMessage: 'There is no application at this address. It may have been deleted.',
    description: 'When no application has this address',
  },
  withdrawn: {
    id: 'staff.review.withdrawn',
    defaultMessage: 'Withdrawn by the applicant on {at}: it can no longer be reviewed or changed.',
    description: 'On a withdrawn application; at is a date and time',
  },
});

/** The facts at the top of the review page. */
export const factMessages = defineMessages({
  reference: {
    id: 'staff.reviewFacts.reference',
    defaultMessage: 'Reference',
    description: "Fact: the application's reference",
  },
  applicant: {
    id: 'staff.reviewFacts.applicant',
    defaultMessage: 'Applicant',
    description: "Fact: the applicant's name and email",
  },
  grant: {
    id: 'staff.reviewFacts.grant',
    defaultMessage: 'Grant',
    description: 'Fact: the grant applied to',
  },
  submitted: {
    id: 'staff.reviewFacts.submitted',
    defaultMessage: 'Submitted',
    description: 'Fact: when the application was submitted',
  },
  status: {
    id: 'staff.reviewFacts.status',
    defaultMessage: 'Status',
    description: "Fact: the application's status",
  },
  statusChanged: {
    id: 'staff.reviewFacts.statusChanged',
    defaultMessage: 'Status last changed',
    description: 'Fact: when the status last changed',
  },
});

/** The application's answers on the review page. */
export const answerMessages = defineMessages({
  heading: {
    id: 'staff.reviewAnswers.heading',
    defaultMessage: 'Answers',
    description: "Heading of the application's answers",
  },
  required: {
    id: 'staff.reviewAnswers.required',
    defaultMessage: '(required)',
    description: "After a required question's text",
  },
  answerKey: {
    id: 'staff.reviewAnswers.answerKey',
    defaultMessage: '(answer {key})',
    description: 'After an answer whose question is unknown; key is its code such as 1-2',
  },
  questionTextNotAvailable: {
    id: 'staff.reviewAnswers.questionTextNotAvailable',
    defaultMessage: 'Question text not available',
    description: "In place of a question's text when the application has no questions recorded",
  },
  questionNotFound: {
    id: 'staff.reviewAnswers.questionNotFound',
    defaultMessage: 'Question not found',
    description: "In place of a question's text when the answer matches no question",
  },
  otherAnswers: {
    id: 'staff.reviewAnswers.otherAnswers',
    defaultMessage: 'Other answers',
    description: 'Heading of the answers that match no question',
  },
  noAnswers: {
    id: 'staff.reviewAnswers.noAnswers',
    defaultMessage: 'This application has no answers.',
    description: 'An application without answers',
  },
  noAnswer: {
    id: 'staff.reviewAnswers.noAnswer',
    defaultMessage: 'No answer',
    description: 'A question left unanswered',
  },
  yes: {
    id: 'staff.reviewAnswers.yes',
    defaultMessage: 'Yes',
    description: 'A checkbox answer: ticked',
  },
  no: {
    id: 'staff.reviewAnswers.no',
    defaultMessage: 'No',
    description: 'A checkbox answer: not ticked',
  },
  loadingFiles: {
    id: 'staff.reviewAnswers.loadingFiles',
    defaultMessage: 'Loading the uploaded files…',
    description: "While the application's files load",
  },
  filesLoadFailed: {
    id: 'staff.reviewAnswers.filesLoadFailed',
    defaultMessage: 'Error fetching files',
    description: "When the application's files could not be loaded (spec §8)",
  },
  retryFiles: {
    id: 'staff.reviewAnswers.retryFiles',
    defaultMessage: 'loading the files',
    description: 'Read by screen readers after Try again or Retry',
  },
  noFileUploaded: {
    id: 'staff.reviewAnswers.noFileUploaded',
    defaultMessage: 'No file uploaded',
    description: 'A file question answered but without its upload (spec §4)',
  },
  chosenFile: {
    id: 'staff.reviewAnswers.chosenFile',
    defaultMessage: '(the applicant chose {name})',
    description: "After No file uploaded; name is the file's name",
  },
});

/** The status buttons of the review page (spec §2). */
export const statusButtonMessages = defineMessages({
  heading: {
    id: 'staff.statusButtons.heading',
    defaultMessage: 'Set the status',
    description: 'Heading of the status buttons',
  },
  updating: {
    id: 'staff.statusButtons.updating',
    defaultMessage: 'Updating...',
    description: 'A status button while the status changes',
  },
  label: {
    id: 'staff.statusButtons.label',
    defaultMessage:
      '{status, select, submitted {Mark as Submitted} reviewed {Mark as Reviewed} approved {Approve} rejected {Reject} needsMoreInfo {Request More Info} other {Mark as Submitted}}',
    description: 'A status button (spec §2), by the status it sets',
  },
  sets: {
    id: 'staff.statusButtons.sets',
    defaultMessage: 'Sets: {status}',
    description: 'Under a status button: the name of the status it sets',
  },
});

/** The decision dialogs: Award and Not Awarded. */
export const decisionMessages = defineMessages({
  approvedTitle: {
    id: 'staff.decision.approvedTitle',
    defaultMessage: 'Award this application?',
    description: 'Heading of the Award dialog',
  },
  approvedIntro: {
    id: 'staff.decision.approvedIntro',
    defaultMessage:
      '{applicant} is told by email that application {reference} is Awarded, with what the office does next, and your message if you write one.',
    description:
      "The Award dialog's explanation; applicant is a name, reference the application's reference",
  },
  approvedMessageLabel: {
    id: 'staff.decision.approvedMessageLabel',
    defaultMessage: 'Message to the applicant (optional)',
    description: "Label of the Award dialog's message",
  },
  approvedConfirm: {
    id: 'staff.decision.approvedConfirm',
    defaultMessage: 'Award',
    description: "The Award dialog's button",
  },
  rejectedTitle: {
    id: 'staff.decision.rejectedTitle',
    defaultMessage: 'Mark this application Not Awarded?',
    description: 'Heading of the Not Awarded dialog',
  },
  rejectedIntro: {
    id: 'staff.decision.rejectedIntro',
    defaultMessage:
      '{applicant} is told by email that application {reference} is Not Awarded, with your message.',
    description:
      "The Not Awarded dialog's explanation; applicant is a name, reference the application's reference",
  },
  rejectedMessageLabel: {
    id: 'staff.decision.rejectedMessageLabel',
    defaultMessage: 'Message to the applicant',
    description: "Label of the Not Awarded dialog's message",
  },
  rejectedConfirm: {
    id: 'staff.decision.rejectedConfirm',
    defaultMessage: 'Not Awarded',
    description: "The Not Awarded dialog's button",
  },
  messageRequired: {
    id: 'staff.decision.messageRequired',
    defaultMessage: 'Please write a message to the applicant: it goes with this decision.',
    description: 'When Not Awarded is sent without a message',
  },
  messageHint: {
    id: 'staff.decision.messageHint',
    defaultMessage: 'The applicant reads it in their email and on their application.',
    description: 'Hint under the message to the applicant',
  },
  internalNoteLabel: {
    id: 'staff.decision.internalNoteLabel',
    defaultMessage: 'Internal note (optional)',
    description: 'Label of the internal note',
  },
  internalNoteHint: {
    id: 'staff.decision.internalNoteHint',
    defaultMessage:
      'Kept in the status history for reviewers only: never shown to the applicant, never emailed.',
    description: 'Hint under the internal note',
  },
  cancel: {
    id: 'staff.decision.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a dialog without sending',
  },
  sending: {
    id: 'staff.decision.sending',
    defaultMessage: 'Saving...',
    description: "A decision's button while it is saved",
  },
});

/** The Request More Info dialog. */
export const moreInfoMessages = defineMessages({
  heading: {
    id: 'staff.moreInfo.heading',
    defaultMessage: 'Ask the applicant for more information',
    description: 'Heading of the Request More Info dialog',
  },
  intro: {
    id: 'staff.moreInfo.intro',
    defaultMessage:
      'The applicant gets your message by email and on their application, and can change the answers and files you pick, and only those, then resubmit.',
    description: "The dialog's explanation",
  },
  messageLabel: {
    id: 'staff.moreInfo.messageLabel',
    defaultMessage: 'What should the applicant send?',
    description: "Label of the request's message",
  },
  questionsLegend: {
    id: 'staff.moreInfo.questionsLegend',
    defaultMessage: 'Answers and files the applicant may change (optional)',
    description: 'Legend of the questions the applicant may change',
  },
  question: {
    id: 'staff.moreInfo.question',
    defaultMessage: '{section}: {question}',
    description:
      "A question the applicant may change; section is its section's label, question its text",
  },
  fileQuestion: {
    id: 'staff.moreInfo.fileQuestion',
    defaultMessage: '{section}: {question} (file)',
    description: 'A file question the applicant may change',
  },
  send: {
    id: 'staff.moreInfo.send',
    defaultMessage: 'Send request',
    description: "The dialog's send button",
  },
  sending: {
    id: 'staff.moreInfo.sending',
    defaultMessage: 'Sending...',
    description: 'The send button while sending',
  },
  messageRequired: {
    id: 'staff.moreInfo.messageRequired',
    defaultMessage: 'Please write what the applicant should send.',
    description: 'When the request is sent without a message',
  },
});

/** The reviewers' internal notes. */
export const internalNoteMessages = defineMessages({
  heading: {
    id: 'staff.internalNotes.heading',
    defaultMessage: 'Internal notes',
    description: "Heading of the reviewers' notes",
  },
  intro: {
    id: 'staff.internalNotes.intro',
    defaultMessage: 'For reviewers only: never shown to the applicant, never emailed.',
    description: 'Under the heading',
  },
  unknownActor: {
    id: 'staff.internalNotes.unknownActor',
    defaultMessage: 'Someone',
    description: 'Who wrote a note, when their name is unknown',
  },
  aboutRequest: {
    id: 'staff.internalNotes.aboutRequest',
    defaultMessage: 'noted, with the request for more information',
    description: "After the reviewer's name: the note came with a request for more information",
  },
  aboutDecision: {
    id: 'staff.internalNotes.aboutDecision',
    defaultMessage: 'noted, with the decision {status}',
    description: "After the reviewer's name: the note came with a decision; status is its name",
  },
});

/** The application's earlier files (replaced or removed). */
export const earlierFileMessages = defineMessages({
  heading: {
    id: 'staff.earlierFiles.heading',
    defaultMessage: 'Earlier files',
    description: "Heading of the application's earlier files",
  },
  replaced: {
    id: 'staff.earlierFiles.replaced',
    defaultMessage: '{question}: replaced by the applicant on {at}',
    description:
      "An earlier file: question is the question's text (in bold), at is when the file was replaced",
  },
  removed: {
    id: 'staff.earlierFiles.removed',
    defaultMessage: '{question}: removed by an administrator on {at} (the file is gone)',
    description:
      "An earlier file: question is the question's text (in bold), at is when the file was removed",
  },
  loadFailed: {
    id: 'staff.earlierFiles.loadFailed',
    defaultMessage: 'The earlier files could not be loaded.',
    description: 'When the earlier files could not be loaded',
  },
  retryWhat: {
    id: 'staff.earlierFiles.retryWhat',
    defaultMessage: 'loading the earlier files',
    description: 'Read by screen readers after Retry',
  },
});

/** The applicant's membership card number, masked until shown. */
export const cardMessages = defineMessages({
  label: {
    id: 'staff.membershipCard.label',
    defaultMessage: 'Membership card',
    description: "Fact: the applicant's membership card number",
  },
  show: {
    id: 'staff.membershipCard.show',
    defaultMessage: 'Show',
    description: 'Button that shows the full card number',
  },
  showing: {
    id: 'staff.membershipCard.showing',
    defaultMessage: 'Showing…',
    description: 'That button while it works',
  },
  showWhat: {
    id: 'staff.membershipCard.showWhat',
    defaultMessage: 'the full membership card number',
    description: 'Read by screen readers after Show',
  },
  showFailed: {
    id: 'staff.membershipCard.showFailed',
    defaultMessage: 'Could not show the card number',
    description: 'When the number could not be shown',
  },
  shownHint: {
    id: 'staff.membershipCard.shownHint',
    defaultMessage: 'Shown in full: this is recorded.',
    description: 'After the full number',
  },
  endingIn: {
    id: 'staff.membershipCard.endingIn',
    defaultMessage: 'Ending in {digits}',
    description: 'Screen-reader name of the masked number; digits are its last digits',
  },
  reveals: {
    id: 'staff.membershipCard.reveals',
    defaultMessage: '{count, plural, one {Shown in full once} other {Shown in full # times}}',
    description: 'Summary of the list of who showed the number; count is how many times',
  },
  deletedAccount: {
    id: 'staff.membershipCard.deletedAccount',
    defaultMessage: 'An account since deleted',
    description: 'Who showed the number, when their account is gone',
  },
});
