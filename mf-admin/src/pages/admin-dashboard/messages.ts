import { defineMessages } from '@portal/web-kit/i18n';

export const dashboardMessages = defineMessages({
  title: {
    id: 'admin.dashboard.title',
    defaultMessage: 'Admin Dashboard',
    description: "The admin dashboard's heading (spec §2)",
  },
  users: {
    id: 'admin.dashboard.users',
    defaultMessage: 'Users',
    description: 'The heading of the card that counts the accounts',
  },
  loadingUsers: {
    id: 'admin.dashboard.loadingUsers',
    defaultMessage: 'Loading the number of users…',
    description: 'Said while the number of accounts loads',
  },
  retryUsers: {
    id: 'admin.dashboard.retryUsers',
    defaultMessage: 'counting the users',
    description: 'Read by screen readers after “Retry” on the users card',
  },
  totalUsers: {
    id: 'admin.dashboard.totalUsers',
    defaultMessage: 'Total Users',
    description: 'The label of the number of accounts (spec §2)',
  },
  quickActions: {
    id: 'admin.dashboard.quickActions',
    defaultMessage: 'Quick Actions',
    description: "The heading of the card of links to the admin's pages (spec §2)",
  },
  addUser: {
    id: 'admin.dashboard.addUser',
    defaultMessage: 'Add User',
    description: 'A link to the registration form, to add an account',
  },
  editUsers: {
    id: 'admin.dashboard.editUsers',
    defaultMessage: 'Edit Users',
    description: 'A link to the list of accounts; also that page’s title',
  },
  fileManager: {
    id: 'admin.dashboard.fileManager',
    defaultMessage: 'File Manager',
    description: 'A link to the list of uploaded files',
  },
  notificationEmails: {
    id: 'admin.dashboard.notificationEmails',
    defaultMessage: 'Notification Emails',
    description: 'A link to the list of notification emails; also that page’s title',
  },
  languagePacks: {
    id: 'admin.dashboard.languagePacks',
    defaultMessage: 'Language Packs',
    description: 'A link to the editor of the nation’s language packs',
  },
});
