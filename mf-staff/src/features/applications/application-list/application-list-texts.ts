/** The texts of spec §2 and §8 for the applications list, verbatim, and this screen's own. */
export const applicationListTexts = {
  loadFailed: 'Error fetching applications',
  empty: 'No applications submitted yet.',
  deleteConfirm: 'Are you sure you want to delete this application?',
  deleteFailed: 'Error deleting application',
  filterLabel: 'Filter by status',
  allStatuses: 'All',
  noneWithStatus: (label: string) => `No applications with the status ${label}.`,
  shown: (shown: number, total: number) =>
    shown === total
      ? `Showing all ${total} applications.`
      : `Showing ${shown} of ${total} applications.`,
  grantFilterLabel: 'Grant',
  allGrants: 'All grants',
  unlistedGrant: 'A grant not listed',
  searchLabel: 'Search by reference or applicant',
  searchHint: 'A reference such as EDU-2026-000123, or words of the name.',
  sortLabel: 'Sort by',
  noneFound: (search: string) => `No applications match “${search}”.`,
  pages: 'Pages of applications',
  deleted: (applicant: string, grant: string) =>
    `Deleted the application of ${applicant} to ${grant}.`,
} as const;
