import { defineMessages } from '@portal/web-kit/i18n';

// The same sentences as the notices' emails (services/notifications, emails.*.message), for the
// inbox. {which} is the grant's title with the application's reference in brackets after it
// (grantAndReference), or the title alone; {withReference} is `yes` when the application has a
// reference (a draft has none).

/** Each notice's one sentence in the inbox, by kind. */
export const noticeSentenceMessages = defineMessages({
  grantAndReference: {
    id: 'member.notice.grantAndReference',
    defaultMessage: '{grantTitle} ({reference})',
    description:
      "How a notice names an application: {grantTitle} is the grant's title, {reference} the application's reference (EDU-2026-000123).",
  },
  received: {
    id: 'member.notice.received',
    defaultMessage:
      '{withReference, select, yes {We received your application to {grantTitle}. Your reference is {reference}.} other {We received your application to {grantTitle}.}}',
    description: "A notice: the member's application arrived; {reference} is its receipt number.",
  },
  statusChanged: {
    id: 'member.notice.statusChanged',
    defaultMessage: 'Your application to {which} is now: {status}.',
    description:
      "A notice: the office changed the status of the member's application; {status} is the new status's name (Awarded, Not Awarded…).",
  },
  moreInfoRequested: {
    id: 'member.notice.moreInfoRequested',
    defaultMessage: 'More information is needed for your application to {which}.',
    description: 'A notice: the office asks the member for more information.',
  },
  resubmitted: {
    id: 'member.notice.resubmitted',
    defaultMessage: 'The applicant gave the information asked for on the application to {which}.',
    description: 'A notice to reviewers: the applicant answered a request for more information.',
  },
  withdrawn: {
    id: 'member.notice.withdrawn',
    defaultMessage: 'The application to {which} was withdrawn by the applicant.',
    description: 'A notice to reviewers: the applicant withdrew an application.',
  },
  withdrawalConfirmed: {
    id: 'member.notice.withdrawalConfirmed',
    defaultMessage: 'You withdrew your application to {which}.',
    description: 'A notice: confirms to the member that they withdrew their application.',
  },
  newApplication: {
    id: 'member.notice.newApplication',
    defaultMessage: 'A new application to {which} has arrived.',
    description: 'A notice to reviewers who asked for one: a new application arrived.',
  },
  draftReminder: {
    id: 'member.notice.draftReminder',
    defaultMessage:
      '{withClosing, select, yes {Your draft application to {grantTitle} is not submitted yet: the grant closes in {hours} hours ({closes}, Toronto time).} other {Your draft application to {grantTitle} is not submitted yet: the grant closes in {hours} hours.}}',
    description:
      'A notice: the grant the member has a draft for closes soon; {hours} is how many hours before the close, {closes} the date and time it closes.',
  },
  grantAwaitingApproval: {
    id: 'member.notice.grantAwaitingApproval',
    defaultMessage:
      'The grant {grantTitle} was submitted for approval: it waits for you, or another reviewer, to check it and publish it.',
    description: 'A notice to reviewers: a grant waits to be approved and published.',
  },
  fileRemoved: {
    id: 'member.notice.fileRemoved',
    defaultMessage:
      '{withLabel, select, yes {The education office removed a file from your application to {which}: the file for "{label}".} other {The education office removed a file from your application to {which}.}}',
    description:
      "A notice: the office removed a file from the member's application; {label} is the question the file answered.",
  },
});
