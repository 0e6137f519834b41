import { defineMessages } from '@portal/web-kit/i18n';

/** /education-dashboard and /education (spec §2, §8 and §9; quoted texts verbatim). */
export const educationDashboardMessages = defineMessages({
  title: {
    id: 'staff.educationDashboard.title',
    defaultMessage: 'Education Portal',
    description: 'Heading of /education-dashboard (spec §2)',
  },
  navigation: {
    id: 'staff.educationDashboard.navigation',
    defaultMessage: 'Education screens',
    description: 'Screen-reader name of the links to the education screens',
  },
  manageGrants: {
    id: 'staff.educationDashboard.manageGrants',
    defaultMessage: 'Manage Grants',
    description: 'Link to the grant list (spec §2)',
  },
  reviewApplications: {
    id: 'staff.educationDashboard.reviewApplications',
    defaultMessage: 'Review Applications',
    description: 'Link to the applications list (spec §2)',
  },
  fileManager: {
    id: 'staff.educationDashboard.fileManager',
    defaultMessage: 'File Manager',
    description: 'Link to the file manager (spec §2)',
  },
  atAGlance: {
    id: 'staff.educationDashboard.atAGlance',
    defaultMessage: 'At a glance',
    description: 'Screen-reader heading of the figures',
  },
  loadingNumbers: {
    id: 'staff.educationDashboard.loadingNumbers',
    defaultMessage: 'Loading the numbers…',
    description: 'While the figures load',
  },
  retryFigures: {
    id: 'staff.educationDashboard.retryFigures',
    defaultMessage: 'loading the figures',
    description: 'Read by screen readers after Try again',
  },
  activeGrants: {
    id: 'staff.educationDashboard.activeGrants',
    defaultMessage: 'Active Grants',
    description: 'Figure: published grants (spec §2)',
  },
  pendingApplications: {
    id: 'staff.educationDashboard.pendingApplications',
    defaultMessage: 'Pending Applications',
    description: 'Figure: submitted applications (spec §2)',
  },
  awardedGrants: {
    id: 'staff.educationDashboard.awardedGrants',
    defaultMessage: 'Awarded Grants',
    description: 'Figure: awarded applications (spec §2)',
  },
  totalApplications: {
    id: 'staff.educationDashboard.totalApplications',
    defaultMessage: 'Total Applications',
    description: 'Figure: every application (spec §2)',
  },
  availableGrants: {
    id: 'staff.educationDashboard.availableGrants',
    defaultMessage: 'Available Grants',
    description: 'Heading of the published grants panel (spec §2)',
  },
  loadingGrants: {
    id: 'staff.educationDashboard.loadingGrants',
    defaultMessage: 'Loading grants…',
    description: 'While the grants load',
  },
  retryGrants: {
    id: 'staff.educationDashboard.retryGrants',
    defaultMessage: 'loading grants',
    description: 'Read by screen readers after Try again',
  },
  grantsLoadFailed: {
    id: 'staff.educationDashboard.grantsLoadFailed',
    defaultMessage: 'Error fetching data',
    description: 'When the grants could not be loaded (spec §8)',
  },
  noGrants: {
    id: 'staff.educationDashboard.noGrants',
    defaultMessage: 'No grants available. Create one to get started.',
    description: 'When no grant is published (spec §8)',
  },
  createGrant: {
    id: 'staff.educationDashboard.createGrant',
    defaultMessage: 'Create Grant',
    description: 'Link to create a grant, in the empty panel',
  },
  seeAllGrants: {
    id: 'staff.educationDashboard.seeAllGrants',
    defaultMessage: 'See all grants ({count})',
    description: 'Link to the grant list; count is how many grants there are',
  },
  opens: {
    id: 'staff.educationDashboard.opens',
    defaultMessage: 'Opens',
    description: "A grant's opening date",
  },
  closes: {
    id: 'staff.educationDashboard.closes',
    defaultMessage: 'Closes',
    description: "A grant's closing date",
  },
  viewDetails: {
    id: 'staff.educationDashboard.viewDetails',
    defaultMessage: 'View Details',
    description: "Link to a grant's page; screen readers hear its title after it",
  },
  edit: {
    id: 'staff.educationDashboard.edit',
    defaultMessage: 'Edit',
    description: 'Link to edit a grant',
  },
  recentApplications: {
    id: 'staff.educationDashboard.recentApplications',
    defaultMessage: 'Recent Applications',
    description: 'Heading of the recent applications panel (spec §2)',
  },
  loadingRecent: {
    id: 'staff.educationDashboard.loadingRecent',
    defaultMessage: 'Loading recent applications…',
    description: 'While the recent applications load',
  },
  retryRecent: {
    id: 'staff.educationDashboard.retryRecent',
    defaultMessage: 'loading recent applications',
    description: 'Read by screen readers after Try again',
  },
  recentLoadFailed: {
    id: 'staff.educationDashboard.recentLoadFailed',
    defaultMessage: 'Failed to load recent applications',
    description: 'When the recent applications could not be loaded (spec §8)',
  },
  noApplications: {
    id: 'staff.educationDashboard.noApplications',
    defaultMessage: 'No applications submitted yet.',
    description: 'When there are no applications (spec §8)',
  },
  seeAllApplications: {
    id: 'staff.educationDashboard.seeAllApplications',
    defaultMessage: 'See all applications ({count})',
    description: 'Link to the applications list; count is how many there are',
  },
  recentCaption: {
    id: 'staff.educationDashboard.recentCaption',
    defaultMessage: 'The {shown} most recent of {total} applications',
    description: 'Screen-reader caption of the recent applications table',
  },
  review: {
    id: 'staff.educationDashboard.review',
    defaultMessage: 'Review',
    description: "A row's link to review the application",
  },
  resources: {
    id: 'staff.educationDashboard.resources',
    defaultMessage: 'Resources',
    description: 'Heading of the resources panel (spec §2)',
  },
  guidelines: {
    id: 'staff.educationDashboard.guidelines',
    defaultMessage: 'Grant Guidelines',
    description: 'Link to the grant guidelines',
  },
  templates: {
    id: 'staff.educationDashboard.templates',
    defaultMessage: 'Application Templates',
    description: 'A resource that is coming',
  },
  reportingForms: {
    id: 'staff.educationDashboard.reportingForms',
    defaultMessage: 'Reporting Forms',
    description: 'A resource that is coming',
  },
  staffTraining: {
    id: 'staff.educationDashboard.staffTraining',
    defaultMessage: 'Staff Training',
    description: 'A resource that is coming',
  },
  comingSoon: {
    id: 'staff.educationDashboard.comingSoon',
    defaultMessage: 'Coming soon!',
    description: 'Said when a coming resource is pressed (spec §8)',
  },
  educationTitle: {
    id: 'staff.educationDashboard.educationTitle',
    defaultMessage: 'Education',
    description: 'Heading of /education',
  },
  educationLead: {
    id: 'staff.educationDashboard.educationLead',
    defaultMessage:
      "The newest applications to the Nation's education grants. Open one to review it.",
    description: 'Introduction of /education',
  },
  educationPortal: {
    id: 'staff.educationDashboard.educationPortal',
    defaultMessage: 'Education Portal',
    description: 'Link to the education dashboard',
  },
});
