import type { CleanupResult } from '@portal/contract/files';

/** The texts of spec §2 and §8 for the file manager, verbatim, and this screen's own. */
export const fileManagerTexts = {
  title: 'File Manager',
  allTab: (count: number | undefined) => withCount('All Files', count),
  orphanedTab: (count: number | undefined) => withCount('Orphaned Files', count),
  tabsLabel: 'Files',
  refresh: 'Refresh',
  refreshing: 'Refreshing files…',
  cleanup: 'Clean Up Orphaned Files',
  cleaningUp: 'Cleaning up...',
  cleanupTitle: 'Clean up orphaned files',
  cleanupConfirm: (count: number) =>
    `This will permanently delete ${count === 1 ? '1 orphaned file' : `${count} orphaned files`}. This action cannot be undone.`,
  noOrphansToCleanUp: 'There are no orphaned files to clean up.',
  orphansLoading: 'Cleanup waits until the orphaned files have been read.',
  orphansUnreadable:
    'Cleanup needs the list of orphaned files, which could not be read: open the Orphaned Files tab to try again.',
  loadingAll: 'Loading files…',
  loadingOrphaned: 'Loading orphaned files…',
  emptyAll: 'No files have been uploaded yet.',
  emptyOrphaned: 'No orphaned files.',
  loadFailed: 'Error fetching files',
  orphanedLoadFailed: 'Error fetching orphaned files',
  refreshFailed: 'Error refreshing files',
  cleanupFailed: 'Error running cleanup',
  deleteFailed: 'Error deleting file',
  downloadFailed: 'Error downloading file',
  deleteTitle: (name: string) => `Delete file: ${name}`,
  /** An application's file (not an orphan): its applicant is told the office removed it. */
  deleteConfirm: (name: string, applicantTold: boolean) =>
    `Are you sure you want to delete the file ${name}? This action cannot be undone.${applicantTold ? ' The applicant will be told that the education office removed it.' : ''}`,
  deleted: (name: string) => `File ${name} deleted successfully`,
  cleanedUp: ({ deletedCount, totalOrphaned, errors }: CleanupResult) =>
    `Cleaned up ${deletedCount} of ${totalOrphaned} orphaned files${errorCount(errors.length)}`,
  orphanNote: 'Orphaned',
  unknown: 'Unknown',
} as const;

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** ", 1 error" or ", 3 errors" after the cleanup's counts; nothing when all went. */
function errorCount(count: number): string {
  if (count === 0) return '';
  return count === 1 ? ', 1 error' : `, ${count} errors`;
}
