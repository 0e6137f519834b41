import { defineMessages } from '@portal/web-kit/i18n';

/**
 * The title of each page of the portal (the route table's titles, spec §2), in the browser tab
 * and as the page's heading while it loads. Keyed in route-titles.ts by the route's path.
 */
export const routeTitleMessages = defineMessages({
  welcome: {
    id: 'shell.routeTitle.welcome',
    defaultMessage: 'Welcome',
    description: "Title of the home page (in the browser tab, before the portal's name)",
  },
  login: {
    id: 'shell.routeTitle.login',
    defaultMessage: 'Login',
    description: 'Title of the sign-in page',
  },
  register: {
    id: 'shell.routeTitle.register',
    defaultMessage: 'Register',
    description: 'Title of the page where a member creates an account',
  },
  confirmEmail: {
    id: 'shell.routeTitle.confirmEmail',
    defaultMessage: 'Confirm your email address',
    description: 'Title of the page a link sent by email opens, to confirm the address',
  },
  forgotPassword: {
    id: 'shell.routeTitle.forgotPassword',
    defaultMessage: 'Forgot your password?',
    description: 'Title of the page where a person asks for a link to choose a new password',
  },
  resetPassword: {
    id: 'shell.routeTitle.resetPassword',
    defaultMessage: 'Choose a new password',
    description: 'Title of the page the "forgot your password" link opens',
  },
  acceptInvitation: {
    id: 'shell.routeTitle.acceptInvitation',
    defaultMessage: 'Set your password',
    description: 'Title of the page an invited staff member opens to choose a first password',
  },
  userDashboard: {
    id: 'shell.routeTitle.userDashboard',
    defaultMessage: 'Dashboard',
    description: "Title of the member's dashboard",
  },
  applyForGrant: {
    id: 'shell.routeTitle.applyForGrant',
    defaultMessage: 'Apply for a Grant',
    description: 'Title of the page listing the grants a member can apply for',
  },
  grantApplication: {
    id: 'shell.routeTitle.grantApplication',
    defaultMessage: 'Grant Application',
    description: "Title of the page where a member fills in a grant's application form",
  },
  checkApplication: {
    id: 'shell.routeTitle.checkApplication',
    defaultMessage: 'Check your application',
    description: 'Title of the page where a member reviews an application before submitting it',
  },
  myApplication: {
    id: 'shell.routeTitle.myApplication',
    defaultMessage: 'My Application',
    description: "Title of the page showing one of the member's applications",
  },
  myApplications: {
    id: 'shell.routeTitle.myApplications',
    defaultMessage: 'My Applications',
    description: "Title of the page listing the member's applications",
  },
  guidelines: {
    id: 'shell.routeTitle.guidelines',
    defaultMessage: 'Guidelines',
    description: "Title of the page with the education office's guidelines for grants",
  },
  notifications: {
    id: 'shell.routeTitle.notifications',
    defaultMessage: 'Notifications',
    description: "Title of the page listing a person's notices",
  },
  staffDashboard: {
    id: 'shell.routeTitle.staffDashboard',
    defaultMessage: 'Staff Dashboard',
    description: "Title of the staff's dashboard",
  },
  educationPortal: {
    id: 'shell.routeTitle.educationPortal',
    defaultMessage: 'Education Portal',
    description: "Title of the staff's page for the education work area",
  },
  education: {
    id: 'shell.routeTitle.education',
    defaultMessage: 'Education',
    description: "Title of the staff's education page",
  },
  grants: {
    id: 'shell.routeTitle.grants',
    defaultMessage: 'Grants',
    description: "Title of the staff's table of grants",
  },
  grantDetails: {
    id: 'shell.routeTitle.grantDetails',
    defaultMessage: 'Grant Details',
    description: 'Title of the staff page showing one grant',
  },
  editGrant: {
    id: 'shell.routeTitle.editGrant',
    defaultMessage: 'Edit Grant',
    description: 'Title of the staff page where a grant is changed',
  },
  createGrant: {
    id: 'shell.routeTitle.createGrant',
    defaultMessage: 'Create New Grant',
    description: 'Title of the staff page where a grant is built',
  },
  quickAddGrant: {
    id: 'shell.routeTitle.quickAddGrant',
    defaultMessage: 'Quick Add Grant',
    description: 'Title of the staff page where a grant is added in one short form',
  },
  applications: {
    id: 'shell.routeTitle.applications',
    defaultMessage: 'Applications',
    description: "Title of the staff's table of applications",
  },
  reviewApplication: {
    id: 'shell.routeTitle.reviewApplication',
    defaultMessage: 'Review Application',
    description: 'Title of the staff page where one application is reviewed',
  },
  fileManager: {
    id: 'shell.routeTitle.fileManager',
    defaultMessage: 'File Manager',
    description: "Title of the staff page listing the applications' documents",
  },
  harvesting: {
    id: 'shell.routeTitle.harvesting',
    defaultMessage: 'Harvesting',
    description: "Title of the staff's harvesting page (the Nation's hunting and harvesting work)",
  },
  communityOpinions: {
    id: 'shell.routeTitle.communityOpinions',
    defaultMessage: 'Community Opinions',
    description:
      "Title of the staff's community outreach page (what members of the community said)",
  },
  adminDashboard: {
    id: 'shell.routeTitle.adminDashboard',
    defaultMessage: 'Admin Dashboard',
    description: "Title of the administrators' dashboard",
  },
  editUsers: {
    id: 'shell.routeTitle.editUsers',
    defaultMessage: 'Edit Users',
    description: 'Title of the admin page listing the accounts, to change them',
  },
  notificationEmails: {
    id: 'shell.routeTitle.notificationEmails',
    defaultMessage: 'Notification Emails',
    description: 'Title of the admin page listing the emails the portal sent',
  },
  languagePacks: {
    id: 'shell.routeTitle.languagePacks',
    defaultMessage: 'Language Packs',
    description:
      "Title of the page where the office translates the portal into the nation's language",
  },
});
