import { defineMessages } from '@portal/web-kit/i18n';

/** The words of /admin/notifications. */
export const notificationEmailsMessages = defineMessages({
  title: {
    id: 'admin.notifications.title',
    defaultMessage: 'Notification Emails',
    description: "The page's title (heading and browser tab)",
  },
  intro: {
    id: 'admin.notifications.intro',
    defaultMessage:
      'Every notification is also sent by email, once, unless the member turned that kind off. An email the mail server did not take is tried again, waiting longer each time; one that failed every try is listed under Failed, to send again once the mail server is back.',
    description: 'The paragraph under the title that explains the page',
  },
  filter: {
    id: 'admin.notifications.filter',
    defaultMessage: 'Show emails',
    description: 'Read by screen readers: the name of the group of Failed / Pending / Sent buttons',
  },
  stateButton: {
    id: 'admin.notifications.stateButton',
    defaultMessage: '{state, select, failed {Failed} pending {Pending} other {Sent}}',
    description: 'A filter button: the emails that failed, that wait, or that were sent',
  },
  stateCount: {
    id: 'admin.notifications.stateCount',
    defaultMessage: '{state, select, failed {Failed} pending {Pending} other {Sent}} ({count})',
    description: 'A filter button with how many emails are in that state',
  },
  tableCaption: {
    id: 'admin.notifications.tableCaption',
    defaultMessage: '{state, select, failed {Failed} pending {Pending} other {Sent}} emails',
    description: "The table's name: the emails that failed, that wait, or that were sent",
  },
  loading: {
    id: 'admin.notifications.loading',
    defaultMessage: 'Loading the emails…',
    description: 'Said while the emails load',
  },
  retryWhat: {
    id: 'admin.notifications.retryWhat',
    defaultMessage: 'loading the emails',
    description: 'Read by screen readers after “Try again” while the emails load slowly',
  },
  loadFailed: {
    id: 'admin.notifications.loadFailed',
    defaultMessage: 'Error fetching the notification emails',
    description: 'Shown when the emails could not be loaded and the portal gave no reason',
  },
  empty: {
    id: 'admin.notifications.empty',
    defaultMessage:
      '{state, select, failed {No email has failed.} pending {No email is waiting to be sent.} other {No email has been sent yet.}}',
    description: 'Shown instead of the table when no email is in the chosen state',
  },
  retry: {
    id: 'admin.notifications.retry',
    defaultMessage: 'Send again',
    description: 'The button that sends a failed email again',
  },
  retryWhom: {
    id: 'admin.notifications.retryWhom',
    defaultMessage: ' to {name} about {grant}',
    description:
      'Read by screen readers after “Send again” (keep the space at the start); {name} is the member, {grant} the grant’s title',
  },
  retried: {
    id: 'admin.notifications.retried',
    defaultMessage: 'The email to {name} will be sent again.',
    description: 'Shown once a failed email is queued again; {name} is the member',
  },
  retryFailed: {
    id: 'admin.notifications.retryFailed',
    defaultMessage: 'The email could not be queued again. Please try again.',
    description: 'Shown when Send again failed and the portal gave no reason',
  },
  showMore: {
    id: 'admin.notifications.showMore',
    defaultMessage: 'Show more',
    description: 'The button that loads the next emails under the table',
  },
  unknownRecipient: {
    id: 'admin.notifications.unknownRecipient',
    defaultMessage: 'Unknown account',
    description: 'Stands for the member when their account no longer exists',
  },
  recipient: {
    id: 'admin.notifications.recipient',
    defaultMessage: 'Recipient',
    description: 'Column header: the member the email was for',
  },
  notice: {
    id: 'admin.notifications.notice',
    defaultMessage: 'Notice',
    description: 'Column header: which notice the email carries',
  },
  noticeText: {
    id: 'admin.notifications.noticeText',
    defaultMessage:
      "{kind, select, received {My application is received} statusChanged {My application's status changes} moreInfoRequested {More information is requested} withdrawalConfirmed {I withdraw an application} draftReminder {A grant I have a draft for is about to close} resubmitted {An applicant gives the information requested (reviewers)} withdrawn {An applicant withdraws an application (reviewers)} newApplication {A new application arrives (reviewers; off unless you turn it on)} grantAwaitingApproval {A grant waits for someone to approve and publish it (reviewers)} other {The education office removes a file from my application}}: {grant}",
    description:
      'A cell: the kind of notice (as members choose them in their email preferences), then the grant’s title',
  },
  noticeWithReference: {
    id: 'admin.notifications.noticeWithReference',
    defaultMessage:
      "{kind, select, received {My application is received} statusChanged {My application's status changes} moreInfoRequested {More information is requested} withdrawalConfirmed {I withdraw an application} draftReminder {A grant I have a draft for is about to close} resubmitted {An applicant gives the information requested (reviewers)} withdrawn {An applicant withdraws an application (reviewers)} newApplication {A new application arrives (reviewers; off unless you turn it on)} grantAwaitingApproval {A grant waits for someone to approve and publish it (reviewers)} other {The education office removes a file from my application}}: {grant} ({reference})",
    description:
      'A cell: the kind of notice, the grant’s title, and the application’s reference number',
  },
  tries: {
    id: 'admin.notifications.tries',
    defaultMessage: 'Tries',
    description: 'Column header: how many times the email was tried',
  },
  lastColumn: {
    id: 'admin.notifications.lastColumn',
    defaultMessage: '{state, select, failed {Last error} pending {Next try} other {Sent}}',
    description:
      'Column header: when the email was sent, when it is tried next, or why its last try failed',
  },
  created: {
    id: 'admin.notifications.created',
    defaultMessage: 'Created',
    description: 'Column header: when the email was written',
  },
});
