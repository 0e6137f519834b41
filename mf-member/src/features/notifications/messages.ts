import { defineMessages } from '@portal/web-kit/i18n';

/** The words of /notifications: the inbox and the email choices. */
export const notificationsMessages = defineMessages({
  title: {
    id: 'member.notifications.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notifications page',
  },
  inboxHeading: {
    id: 'member.notifications.inboxHeading',
    defaultMessage: 'Inbox',
    description: 'Heading of the list of notices on the notifications page',
  },
  loading: {
    id: 'member.notifications.loading',
    defaultMessage: 'Loading your notifications…',
    description: 'Shown while the notices load',
  },
  retryLoading: {
    id: 'member.notifications.retryLoading',
    defaultMessage: 'loading your notifications',
    description:
      'Completes a Retry button\'s name for screen readers ("Retry loading your notifications")',
  },
  loadFailed: {
    id: 'member.notifications.loadFailed',
    defaultMessage: 'Error fetching notifications',
    description: 'Shown when the notices could not be loaded',
  },
  empty: {
    id: 'member.notifications.empty',
    defaultMessage: 'You have no notifications yet.',
    description: 'Shown instead of the notices when there are none',
  },
  unreadBadge: {
    id: 'member.notifications.unreadBadge',
    defaultMessage: 'New',
    description: 'Badge on a notice not read yet',
  },
  open: {
    id: 'member.notifications.open',
    defaultMessage: 'Open',
    description: "A notice's button that opens the application it is about",
  },
  openWhat: {
    id: 'member.notifications.openWhat',
    defaultMessage: '{grantTitle}',
    description:
      'Read by screen readers after "Open": the grant the notice is about; {grantTitle} is its title',
  },
  openWhatWithReference: {
    id: 'member.notifications.openWhatWithReference',
    defaultMessage: '{grantTitle}, {reference}',
    description:
      'Read by screen readers after "Open": {grantTitle} is the grant\'s title, {reference} the application\'s reference (EDU-2026-000123)',
  },
  markRead: {
    id: 'member.notifications.markRead',
    defaultMessage: 'Mark as read',
    description: "A notice's button that marks it read",
  },
  markReadWhat: {
    id: 'member.notifications.markReadWhat',
    defaultMessage: ': {message}',
    description:
      'Read by screen readers after "Mark as read": the notice\'s sentence ({message}); keep the colon as your language writes it',
  },
  markAllRead: {
    id: 'member.notifications.markAllRead',
    defaultMessage: 'Mark all as read',
    description: 'The button that marks every notice read',
  },
  markingAllRead: {
    id: 'member.notifications.markingAllRead',
    defaultMessage: 'Marking all as read...',
    description: 'That button while it works',
  },
  allRead: {
    id: 'member.notifications.allRead',
    defaultMessage: 'All notifications are marked as read.',
    description: 'Said after every notice was marked read',
  },
  markReadFailed: {
    id: 'member.notifications.markReadFailed',
    defaultMessage: 'The notification could not be marked as read. Please try again.',
    description: 'When marking read failed',
  },
  showOlder: {
    id: 'member.notifications.showOlder',
    defaultMessage: 'Show older notifications',
    description: 'The button that shows the next older notices',
  },
  loadingOlder: {
    id: 'member.notifications.loadingOlder',
    defaultMessage: 'Loading older notifications...',
    description: 'That button while older notices load',
  },
  olderFailed: {
    id: 'member.notifications.olderFailed',
    defaultMessage: 'Older notifications could not be loaded. Please try again.',
    description: 'When older notices could not be loaded',
  },
  emailHeading: {
    id: 'member.notifications.emailHeading',
    defaultMessage: 'Email',
    description: 'Heading of the email choices on the notifications page',
  },
  emailIntro: {
    id: 'member.notifications.emailIntro',
    defaultMessage:
      'Every notification appears here. Choose which ones also come to you by email; the others stay here only.',
    description: 'The sentence above the email choices',
  },
  emailLegend: {
    id: 'member.notifications.emailLegend',
    defaultMessage: 'Email me when',
    description: 'The label of the group of checkboxes, each finishing the sentence',
  },
  emailLoading: {
    id: 'member.notifications.emailLoading',
    defaultMessage: 'Loading your email choices…',
    description: 'Shown while the email choices load',
  },
  retryEmailLoading: {
    id: 'member.notifications.retryEmailLoading',
    defaultMessage: 'loading your email choices',
    description:
      'Completes a Retry button\'s name for screen readers ("Retry loading your email choices")',
  },
  emailLoadFailed: {
    id: 'member.notifications.emailLoadFailed',
    defaultMessage: 'Error fetching your email choices',
    description: 'When the email choices could not be loaded',
  },
  save: {
    id: 'member.notifications.save',
    defaultMessage: 'Save email choices',
    description: 'The button that saves the email choices',
  },
  saving: {
    id: 'member.notifications.saving',
    defaultMessage: 'Saving...',
    description: 'That button while it saves',
  },
  saved: {
    id: 'member.notifications.saved',
    defaultMessage: 'Your email choices are saved.',
    description: 'Said after the email choices were saved',
  },
  saveFailed: {
    id: 'member.notifications.saveFailed',
    defaultMessage: 'Your email choices could not be saved. Please try again.',
    description: 'When saving the email choices failed',
  },
  receivedKind: {
    id: 'member.notifications.kind.received',
    defaultMessage: 'My application is received',
    description: 'Email choice (finishes "Email me when"): the application was received',
  },
  statusChangedKind: {
    id: 'member.notifications.kind.statusChanged',
    defaultMessage: "My application''s status changes",
    description: 'Email choice (finishes "Email me when"): the application\'s status changed',
  },
  moreInfoRequestedKind: {
    id: 'member.notifications.kind.moreInfoRequested',
    defaultMessage: 'More information is requested',
    description: 'Email choice (finishes "Email me when"): the office asks for more information',
  },
  withdrawalConfirmedKind: {
    id: 'member.notifications.kind.withdrawalConfirmed',
    defaultMessage: 'I withdraw an application',
    description: 'Email choice (finishes "Email me when"): the member withdrew an application',
  },
  draftReminderKind: {
    id: 'member.notifications.kind.draftReminder',
    defaultMessage: 'A grant I have a draft for is about to close',
    description: 'Email choice (finishes "Email me when"): a reminder before a grant closes',
  },
  resubmittedKind: {
    id: 'member.notifications.kind.resubmitted',
    defaultMessage: 'An applicant gives the information requested (reviewers)',
    description: 'Email choice for reviewers (finishes "Email me when")',
  },
  withdrawnKind: {
    id: 'member.notifications.kind.withdrawn',
    defaultMessage: 'An applicant withdraws an application (reviewers)',
    description: 'Email choice for reviewers (finishes "Email me when")',
  },
  newApplicationKind: {
    id: 'member.notifications.kind.newApplication',
    defaultMessage: 'A new application arrives (reviewers; off unless you turn it on)',
    description: 'Email choice for reviewers (finishes "Email me when")',
  },
  grantAwaitingApprovalKind: {
    id: 'member.notifications.kind.grantAwaitingApproval',
    defaultMessage: 'A grant waits for someone to approve and publish it (reviewers)',
    description: 'Email choice for reviewers (finishes "Email me when")',
  },
  fileRemovedKind: {
    id: 'member.notifications.kind.fileRemoved',
    defaultMessage: 'The education office removes a file from my application',
    description: 'Email choice (finishes "Email me when"): a file was removed from the application',
  },
});
