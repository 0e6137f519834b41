import { defineMessages } from '@portal/web-kit/i18n';

/** /applications (spec §2 and §8; quoted texts verbatim). */
export const applicationListMessages = defineMessages({
  title: {
    id: 'staff.applicationList.title',
    defaultMessage: 'Applications',
    description: 'Heading of /applications',
  },
  backToEducation: {
    id: 'staff.applicationList.backToEducation',
    defaultMessage: 'Back to Education',
    description: 'Link back to the education dashboard',
  },
  loading: {
    id: 'staff.applicationList.loading',
    defaultMessage: 'Loading applications…',
    description: 'While the list loads',
  },
  updating: {
    id: 'staff.applicationList.updating',
    defaultMessage: 'Updating the list…',
    description: 'While the list reloads',
  },
  loadFailed: {
    id: 'staff.applicationList.loadFailed',
    defaultMessage: 'Error fetching applications',
    description: 'When the list could not be loaded (spec §8)',
  },
  empty: {
    id: 'staff.applicationList.empty',
    defaultMessage: 'No applications submitted yet.',
    description: 'The empty applications list (spec §8)',
  },
  deleteConfirm: {
    id: 'staff.applicationList.deleteConfirm',
    defaultMessage: 'Are you sure you want to delete this application?',
    description: 'The question before an application is deleted (spec §2)',
  },
  deleteTitle: {
    id: 'staff.applicationList.deleteTitle',
    defaultMessage: 'Delete application: {name}',
    description: 'Heading of that question; name is the applicant and the grant',
  },
  cancel: {
    id: 'staff.applicationList.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that answers no to that question',
  },
  deleteFailed: {
    id: 'staff.applicationList.deleteFailed',
    defaultMessage: 'Error deleting application',
    description: 'When deleting failed (spec §8)',
  },
  deleted: {
    id: 'staff.applicationList.deleted',
    defaultMessage: 'Deleted the application of {applicant} to {grant}.',
    description: 'After an application was deleted',
  },
  filterLabel: {
    id: 'staff.applicationList.filterLabel',
    defaultMessage: 'Filter by status',
    description: 'Label of the status filter',
  },
  allStatuses: {
    id: 'staff.applicationList.allStatuses',
    defaultMessage: 'All',
    description: "The status filter's choice of every status",
  },
  statusChoice: {
    id: 'staff.applicationList.statusChoice',
    defaultMessage: '{status} ({count})',
    description: 'A status filter choice: the status name and how many applications have it',
  },
  noneWithStatus: {
    id: 'staff.applicationList.noneWithStatus',
    defaultMessage: 'No applications with the status {status}.',
    description: 'When the chosen status has no applications; status is its name',
  },
  showingAll: {
    id: 'staff.applicationList.showingAll',
    defaultMessage: 'Showing all {total} applications.',
    description: 'Above the table when it holds every application; total is how many',
  },
  showingSome: {
    id: 'staff.applicationList.showingSome',
    defaultMessage: 'Showing {shown} of {total} applications.',
    description:
      'Above the table when filters or a search hide some; shown is how many match, total how many there are',
  },
  grantFilterLabel: {
    id: 'staff.applicationList.grantFilterLabel',
    defaultMessage: 'Grant',
    description: 'Label of the grant filter',
  },
  allGrants: {
    id: 'staff.applicationList.allGrants',
    defaultMessage: 'All grants',
    description: "The grant filter's choice of every grant",
  },
  unlistedGrant: {
    id: 'staff.applicationList.unlistedGrant',
    defaultMessage: 'A grant not listed',
    description: "The grant filter's choice for a grant in the address that the list does not hold",
  },
  searchLabel: {
    id: 'staff.applicationList.searchLabel',
    defaultMessage: 'Search by reference or applicant',
    description: 'Label of the search field',
  },
  searchHint: {
    id: 'staff.applicationList.searchHint',
    defaultMessage: 'A reference such as EDU-2026-000123, or words of the name.',
    description: 'Hint under the search field',
  },
  sortLabel: {
    id: 'staff.applicationList.sortLabel',
    defaultMessage: 'Sort by',
    description: 'Label of the sort select',
  },
  noneFound: {
    id: 'staff.applicationList.noneFound',
    defaultMessage: 'No applications match “{search}”.',
    description: 'When a search finds nothing; search is what was typed',
  },
  pages: {
    id: 'staff.applicationList.pages',
    defaultMessage: 'Pages of applications',
    description: 'Screen-reader name of the pager',
  },
  captionStatus: {
    id: 'staff.applicationList.captionStatus',
    defaultMessage: 'Applications: {status}',
    description: 'Caption of the table filtered by a status; status is e.g. "Submitted (3)"',
  },
  captionAll: {
    id: 'staff.applicationList.captionAll',
    defaultMessage: 'Applications ({count})',
    description: 'Caption of the table; count is how many applications match',
  },
  sortNewest: {
    id: 'staff.applicationList.sortNewest',
    defaultMessage: 'Newest first',
    description: 'Sort choice',
  },
  sortOldest: {
    id: 'staff.applicationList.sortOldest',
    defaultMessage: 'Oldest first',
    description: 'Sort choice',
  },
  sortApplicantAZ: {
    id: 'staff.applicationList.sortApplicantAZ',
    defaultMessage: 'Applicant, A to Z',
    description: 'Sort choice',
  },
  sortApplicantZA: {
    id: 'staff.applicationList.sortApplicantZA',
    defaultMessage: 'Applicant, Z to A',
    description: 'Sort choice',
  },
  sortStatus: {
    id: 'staff.applicationList.sortStatus',
    defaultMessage: 'Status',
    description: 'Sort choice: by status',
  },
  sortReferenceOldest: {
    id: 'staff.applicationList.sortReferenceOldest',
    defaultMessage: 'Reference, oldest first',
    description: 'Sort choice',
  },
  sortReferenceNewest: {
    id: 'staff.applicationList.sortReferenceNewest',
    defaultMessage: 'Reference, newest first',
    description: 'Sort choice',
  },
});
