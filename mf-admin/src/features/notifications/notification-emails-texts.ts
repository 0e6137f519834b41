/** The words of /admin/notifications, in one place. */
export const notificationEmailsTexts = {
  title: 'Notification Emails',
  intro:
    'Every notification is also sent by email, once, unless the member turned that kind off. An email the mail server did not take is tried again, waiting longer each time; one that failed every try is listed under Failed, to send again once the mail server is back.',
  filter: 'Show emails',
  states: { failed: 'Failed', pending: 'Pending', sent: 'Sent' },
  loading: 'Loading the emails…',
  loadFailed: 'Error fetching the notification emails',
  empty: {
    failed: 'No email has failed.',
    pending: 'No email is waiting to be sent.',
    sent: 'No email has been sent yet.',
  },
  retry: 'Send again',
  retried: (name: string) => `The email to ${name} will be sent again.`,
  retryFailed: 'The email could not be queued again. Please try again.',
  showMore: 'Show more',
  unknownRecipient: 'Unknown account',
} as const;
