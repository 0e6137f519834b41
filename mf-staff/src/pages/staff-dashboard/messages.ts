import { defineMessages } from '@portal/web-kit/i18n';

/** /staff-dashboard (spec §2). */
export const staffDashboardMessages = defineMessages({
  title: {
    id: 'staff.staffDashboard.title',
    defaultMessage: 'Staff Dashboard',
    description: 'Heading of /staff-dashboard (spec §2)',
  },
  education: {
    id: 'staff.staffDashboard.education',
    defaultMessage: 'Education',
    description: "The education area's card",
  },
  educationScreens: {
    id: 'staff.staffDashboard.educationScreens',
    defaultMessage: 'Education screens',
    description: 'Screen-reader name of the education links',
  },
  educationPortal: {
    id: 'staff.staffDashboard.educationPortal',
    defaultMessage: 'Education Portal',
    description: 'Link to the education dashboard',
  },
  manageGrants: {
    id: 'staff.staffDashboard.manageGrants',
    defaultMessage: 'Manage Grants',
    description: 'Link to the grant list',
  },
  noAccess: {
    id: 'staff.staffDashboard.noAccess',
    defaultMessage: 'Your account does not have access to education grants. An admin can give it.',
    description: 'For staff without the education rights',
  },
  loadingNumbers: {
    id: 'staff.staffDashboard.loadingNumbers',
    defaultMessage: 'Loading the numbers…',
    description: 'While the figures load',
  },
  retryNumbers: {
    id: 'staff.staffDashboard.retryNumbers',
    defaultMessage: 'loading the numbers',
    description: 'Read by screen readers after Try again',
  },
  activeGrants: {
    id: 'staff.staffDashboard.activeGrants',
    defaultMessage: 'Active Grants',
    description: 'Figure: published grants',
  },
  pendingReview: {
    id: 'staff.staffDashboard.pendingReview',
    defaultMessage: 'Pending Review',
    description: 'Figure: submitted applications',
  },
  harvesting: {
    id: 'staff.staffDashboard.harvesting',
    defaultMessage: 'Harvesting',
    description: "The harvesting area's card",
  },
  openHarvesting: {
    id: 'staff.staffDashboard.openHarvesting',
    defaultMessage: 'Open Harvesting',
    description: 'Link to the harvesting area',
  },
  communityOpinions: {
    id: 'staff.staffDashboard.communityOpinions',
    defaultMessage: 'Community Opinions',
    description: "The community opinions area's card",
  },
  languagePacks: {
    id: 'staff.staffDashboard.languagePacks',
    defaultMessage: 'Language Packs',
    description: 'Title of the card for staff who keep the nation’s language packs',
  },
  openLanguagePacks: {
    id: 'staff.staffDashboard.openLanguagePacks',
    defaultMessage: 'Open Language Packs',
    description: 'Link to the editor of the nation’s language packs',
  },
  openCommunityOpinions: {
    id: 'staff.staffDashboard.openCommunityOpinions',
    defaultMessage: 'Open Community Opinions',
    description: 'Link to the community opinions area',
  },
  comingSoon: {
    id: 'staff.staffDashboard.comingSoon',
    defaultMessage: 'Coming Soon',
    description: 'Badge on an area that is not open yet',
  },
});
