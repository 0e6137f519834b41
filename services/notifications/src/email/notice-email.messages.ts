import { defineMessages } from '@portal/messages';

// Where a sentence names the application, {which} is the grant's title with the application's
// reference in brackets after it (noticeEmailMessages.grantAndReference), or the title alone.
// {withReference} is `yes` when the application has a reference (a draft has none).

/** The email of each notice: its subject, its sentence and what happens next, by kind. */
export const noticeEmailMessages = defineMessages({
  grantAndReference: {
    id: 'emails.notice.grantAndReference',
    defaultMessage: '{grantTitle} ({reference})',
    description:
      "How a notice email names an application: {grantTitle} is the grant's title, {reference} the application's reference (EDU-2026-000123).",
  },
  status: {
    id: 'emails.notice.status',
    defaultMessage:
      '{status, select, reviewed {In Review} approved {Awarded} rejected {Not Awarded} needsMoreInfo {Requires More Information} withdrawn {Withdrawn} other {Submitted}}',
    description:
      "An application's status as the member sees it, in a notice email's subject and sentence.",
  },
  openInPortal: {
    id: 'emails.notice.openInPortal',
    defaultMessage: 'Open it in the portal: {link}',
    description: "The plain-text notice email's line with the link; {link} is the address.",
  },
  openInPortalLink: {
    id: 'emails.notice.openInPortalLink',
    defaultMessage: 'Open it in the portal',
    description: "The words of the HTML notice email's link to the application in the portal.",
  },
  whyThisEmail: {
    id: 'emails.notice.whyThisEmail',
    defaultMessage: 'You get this email because of your account on the portal.',
    description: 'At the foot of every notice email, after the signature.',
  },
  choosePreferences: {
    id: 'emails.notice.choosePreferences',
    defaultMessage: 'Choose which emails you get: {link}',
    description:
      'At the foot of the plain-text notice email; {link} is the address of the page of email preferences.',
  },
  choosePreferencesLink: {
    id: 'emails.notice.choosePreferencesLink',
    defaultMessage: 'Choose which emails you get',
    description:
      'At the foot of the HTML notice email: the words of the link to the page of email preferences.',
  },
  giveReference: {
    id: 'emails.notice.giveReference',
    defaultMessage: 'Give your reference, {reference}, with any question.',
    description:
      'After what happens next, in a notice email about an application with a reference: {reference} is it (EDU-2026-000123).',
  },
  receivedSubject: {
    id: 'emails.received.subject',
    defaultMessage:
      '{withReference, select, yes {Application received: {reference}} other {Application received}}',
    description: 'Subject of the receipt sent when a member submits an application.',
  },
  receivedMessage: {
    id: 'emails.received.message',
    defaultMessage:
      '{withReference, select, yes {We received your application to {grantTitle}. Your reference is {reference}.} other {We received your application to {grantTitle}.}}',
    description: "The receipt's sentence: {grantTitle} is the grant applied to.",
  },
  receivedNextSteps: {
    id: 'emails.received.nextSteps',
    defaultMessage:
      'The education office reviews every application. You will get an email when its status changes.',
    description: 'What happens next, in the receipt of a submitted application.',
  },
  statusChangedSubject: {
    id: 'emails.statusChanged.subject',
    defaultMessage:
      '{withReference, select, yes {Your application {reference} is now: {status}} other {Your application is now: {status}}}',
    description:
      "Subject of the email telling the applicant of a new status; {status} is the status's name (Awarded, In Review…).",
  },
  statusChangedMessage: {
    id: 'emails.statusChanged.message',
    defaultMessage: 'Your application to {which} is now: {status}.',
    description: "The email's sentence when a reviewer set a status; {status} is its name.",
  },
  statusChangedHeading: {
    id: 'emails.statusChanged.heading',
    defaultMessage: 'A message from the education office:',
    description: "Above the reviewer's message to the applicant, quoted, with a new status.",
  },
  statusChangedApproved: {
    id: 'emails.statusChanged.approved',
    defaultMessage:
      'What happens next: the education office will contact you about the next steps, such as what to sign and how and when the grant is paid. You do not need to do anything now.',
    description: 'What happens next, when the application is awarded.',
  },
  statusChangedRejected: {
    id: 'emails.statusChanged.rejected',
    defaultMessage:
      'This application was not awarded. If you have a question about the decision, contact the education office.',
    description: 'What happens next, when the application is not awarded.',
  },
  statusChangedReviewed: {
    id: 'emails.statusChanged.reviewed',
    defaultMessage:
      'What happens next: the education office is reviewing your application. You will get an email when there is a decision.',
    description: 'What happens next, when the application is in review.',
  },
  statusChangedNeedsMoreInfo: {
    id: 'emails.statusChanged.needsMoreInfo',
    defaultMessage:
      'How to answer: open your application in the portal to see what is needed, then send it with Resubmit.',
    description:
      'What happens next, when the status asks for more information; Resubmit is the name of the button on the application page.',
  },
  statusChangedOther: {
    id: 'emails.statusChanged.other',
    defaultMessage: 'You will get an email when its status changes.',
    description: 'What happens next, after any other status.',
  },
  moreInfoRequestedSubject: {
    id: 'emails.moreInfoRequested.subject',
    defaultMessage:
      '{withReference, select, yes {More information is needed for your application {reference}} other {More information is needed for your application}}',
    description: 'Subject of the email asking the applicant for more information.',
  },
  moreInfoRequestedMessage: {
    id: 'emails.moreInfoRequested.message',
    defaultMessage: 'More information is needed for your application to {which}.',
    description: 'The sentence of the email asking the applicant for more information.',
  },
  moreInfoRequestedHeading: {
    id: 'emails.moreInfoRequested.heading',
    defaultMessage: 'What the education office asks:',
    description: "Above the reviewer's request to the applicant, quoted.",
  },
  moreInfoRequestedAnswers: {
    id: 'emails.moreInfoRequested.answers',
    defaultMessage:
      '{more, plural, =0 {The answers you may change: {labels}.} one {The answers you may change: {labels}; and # more (see the portal).} other {The answers you may change: {labels}; and # more (see the portal).}}',
    description:
      'The questions the applicant may answer again: {labels} are their labels, separated by semicolons; {more} is how many more the request names (0 when all are listed).',
  },
  moreInfoRequestedHowToAnswer: {
    id: 'emails.moreInfoRequested.howToAnswer',
    defaultMessage:
      'How to answer: open your application in the portal, change what is asked, then press Resubmit. Your application waits for your answer; the other answers stay as you sent them.',
    description:
      'How to answer a request for more information; Resubmit is the name of the button on the application page.',
  },
  resubmittedSubject: {
    id: 'emails.resubmitted.subject',
    defaultMessage:
      '{withReference, select, yes {Information given: {reference}} other {Information given}}',
    description: 'Subject of the email telling reviewers the applicant gave what was asked.',
  },
  resubmittedMessage: {
    id: 'emails.resubmitted.message',
    defaultMessage: 'The applicant gave the information asked for on the application to {which}.',
    description: 'The sentence of the email telling reviewers the applicant gave what was asked.',
  },
  withdrawnSubject: {
    id: 'emails.withdrawn.subject',
    defaultMessage:
      '{withReference, select, yes {Application withdrawn: {reference}} other {Application withdrawn}}',
    description: 'Subject of the email telling reviewers an applicant withdrew an application.',
  },
  withdrawnMessage: {
    id: 'emails.withdrawn.message',
    defaultMessage: 'The application to {which} was withdrawn by the applicant.',
    description: 'The sentence of the email telling reviewers an applicant withdrew.',
  },
  withdrawalConfirmedSubject: {
    id: 'emails.withdrawalConfirmed.subject',
    defaultMessage:
      '{withReference, select, yes {You withdrew your application {reference}} other {You withdrew your application}}',
    description: 'Subject of the email confirming to the applicant their own withdrawal.',
  },
  withdrawalConfirmedMessage: {
    id: 'emails.withdrawalConfirmed.message',
    defaultMessage: 'You withdrew your application to {which}.',
    description: 'The sentence of the email confirming to the applicant their own withdrawal.',
  },
  withdrawalConfirmedNextSteps: {
    id: 'emails.withdrawalConfirmed.nextSteps',
    defaultMessage:
      'Your application will not be reviewed. If the grant is still open, you can apply to it again.',
    description: 'What happens next, after the applicant withdrew an application.',
  },
  newApplicationSubject: {
    id: 'emails.newApplication.subject',
    defaultMessage:
      '{withReference, select, yes {New application: {reference} ({grantTitle})} other {New application ({grantTitle})}}',
    description: 'Subject of the email telling a reviewer a new application arrived.',
  },
  newApplicationMessage: {
    id: 'emails.newApplication.message',
    defaultMessage: 'A new application to {which} has arrived.',
    description: 'The sentence of the email telling a reviewer a new application arrived.',
  },
  newApplicationNextSteps: {
    id: 'emails.newApplication.nextSteps',
    defaultMessage: 'Open it in the portal to review it.',
    description: 'What to do, in the email telling a reviewer a new application arrived.',
  },
  draftReminderSubject: {
    id: 'emails.draftReminder.subject',
    defaultMessage: 'Reminder: {grantTitle} closes in {hours} hours',
    description:
      'Subject of the reminder to a member who holds a draft: {hours} is 72 or 24, the hours before the grant closes.',
  },
  draftReminderMessage: {
    id: 'emails.draftReminder.message',
    defaultMessage:
      '{withClosing, select, yes {Your draft application to {grantTitle} is not submitted yet: the grant closes in {hours} hours ({closes}, Toronto time).} other {Your draft application to {grantTitle} is not submitted yet: the grant closes in {hours} hours.}}',
    description:
      "The reminder's sentence: {hours} is 72 or 24; {closes} the date and time the grant closes.",
  },
  grantAwaitingApprovalSubject: {
    id: 'emails.grantAwaitingApproval.subject',
    defaultMessage: 'A grant waits for your approval: {grantTitle}',
    description:
      'Subject of the email telling reviewers a grant was submitted for approval (the second approver).',
  },
  grantAwaitingApprovalMessage: {
    id: 'emails.grantAwaitingApproval.message',
    defaultMessage:
      'The grant {grantTitle} was submitted for approval: it waits for you, or another reviewer, to check it and publish it.',
    description: 'The sentence of the email telling reviewers a grant waits for approval.',
  },
  grantAwaitingApprovalNextSteps: {
    id: 'emails.grantAwaitingApproval.nextSteps',
    defaultMessage: 'Open the grant in the portal to check it and publish it.',
    description: 'What to do, in the email telling reviewers a grant waits for approval.',
  },
  fileRemovedSubject: {
    id: 'emails.fileRemoved.subject',
    defaultMessage:
      '{withReference, select, yes {A file was removed from your application {reference}} other {A file was removed from your application}}',
    description:
      'Subject of the email telling the applicant the office removed one of their files.',
  },
  fileRemovedMessage: {
    id: 'emails.fileRemoved.message',
    defaultMessage:
      '{withLabel, select, yes {The education office removed a file from your application to {which}: the file for "{label}".} other {The education office removed a file from your application to {which}.}}',
    description:
      'The sentence of the email telling the applicant a file was removed: {label} is the question the file answered.',
  },
  fileRemovedNextSteps: {
    id: 'emails.fileRemoved.nextSteps',
    defaultMessage:
      'The rest of your application is kept as you sent it. If the office needs the document again, it will ask you for it.',
    description: 'What happens next, after the office removed a file from an application.',
  },
});
