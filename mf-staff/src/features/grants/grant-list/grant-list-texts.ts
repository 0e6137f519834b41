/** The texts of spec §2 and §8 for the grant list, verbatim, and this screen's own. */
export const grantListTexts = {
  loadFailed: 'Error fetching grants',
  empty: 'No grants available. Create one to get started.',
  deleteConfirm: 'Are you sure you want to delete this grant?',
  deleteFailed: 'Error deleting grant',
  duplicateFailed: 'Error duplicating grant',
  duplicated: (title: string) => `Successfully duplicated "${title}"`,
  deleted: (title: string) => `Deleted "${title}".`,
  archiveConfirm:
    'Archive this grant? It leaves the list of grants and takes no more applications. It is kept with its applications, and you can restore it.',
  archiveFailed: 'Error archiving grant',
  archived: (title: string) =>
    `Archived "${title}". It is kept with its applications: show archived grants to restore it.`,
  restoreFailed: 'Error restoring grant',
  restored: (title: string) => `Restored "${title}".`,
  showArchived: 'Show archived grants',
  searchLabel: 'Search grants by title',
  noneFound: (search: string) => `No grants match “${search}”.`,
  pages: 'Pages of grants',
} as const;
