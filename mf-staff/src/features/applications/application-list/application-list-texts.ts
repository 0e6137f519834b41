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
  deleted: (applicant: string, grant: string) =>
    `Deleted the application of ${applicant} to ${grant}.`,
} as const;
