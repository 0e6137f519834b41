import { defineMessages } from '@portal/web-kit/i18n';

export const headerMessages = defineMessages({
  portalName: {
    id: 'shell.header.portalName',
    defaultMessage: 'Education Grants Portal',
    description: "The portal's name, first in the header and last in every browser tab's title",
  },
  signedInAs: {
    id: 'shell.header.signedInAs',
    defaultMessage: 'Signed in as',
    description: "Read by screen readers before the signed-in person's name in the header",
  },
  logout: {
    id: 'shell.header.logout',
    defaultMessage: 'Logout',
    description: 'The header button that ends the session (spec §2)',
  },
  mainNavigation: {
    id: 'shell.header.mainNavigation',
    defaultMessage: 'Main',
    description: "The header's list of links, as screen readers name it",
  },
  language: {
    id: 'shell.header.language',
    defaultMessage: 'Language',
    description: 'The label of the language chooser in the header',
  },
  documentTitle: {
    id: 'shell.header.documentTitle',
    defaultMessage: '{page} – {portal}',
    description:
      "What the browser tab says on every page: {page} is the page's title, {portal} the portal's name",
  },
  skipLink: {
    id: 'shell.header.skipLink',
    defaultMessage: 'Skip to main content',
    description:
      "The first link of every page, shown when it gets keyboard focus: jumps past the header to the page's content",
  },
});

/** The header's notifications bell (a link to the inbox, named for screen readers). */
export const bellMessages = defineMessages({
  label: {
    id: 'shell.bell.label',
    defaultMessage: 'Notifications',
    description:
      "The accessible name of the header's bell (a link to the notices) before the number of unread notices is known",
  },
  unread: {
    id: 'shell.bell.unread',
    defaultMessage:
      '{count, plural, =0 {Notifications, none unread} other {Notifications, # unread}}',
    description:
      "The accessible name of the header's bell (a link to the notices): {count} is how many notices are unread",
  },
});

/** The header's links (spec §2). */
export const navigationMessages = defineMessages({
  home: {
    id: 'shell.nav.home',
    defaultMessage: 'Home',
    description: 'Header link to the home page',
  },
  login: {
    id: 'shell.nav.login',
    defaultMessage: 'Login',
    description: 'Header link to the sign-in page',
  },
  register: {
    id: 'shell.nav.register',
    defaultMessage: 'Register',
    description: 'Header link to the registration page',
  },
  dashboard: {
    id: 'shell.nav.dashboard',
    defaultMessage: 'Dashboard',
    description: "Header link to the member's dashboard",
  },
  staffDashboard: {
    id: 'shell.nav.staffDashboard',
    defaultMessage: 'Staff Dashboard',
    description: 'Header link for staff and admins',
  },
  grants: {
    id: 'shell.nav.grants',
    defaultMessage: 'Grants',
    description: "Header link to staff's grant table",
  },
  applications: {
    id: 'shell.nav.applications',
    defaultMessage: 'Applications',
    description: "Header link to staff's application table",
  },
  adminDashboard: {
    id: 'shell.nav.adminDashboard',
    defaultMessage: 'Admin Dashboard',
    description: 'Header link for admins',
  },
});
