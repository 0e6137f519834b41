import { defineMessages } from '@portal/web-kit/i18n';

/** /file-manager (spec §2 and §8; quoted texts verbatim). */
export const fileManagerMessages = defineMessages({
  title: {
    id: 'staff.fileManager.title',
    defaultMessage: 'File Manager',
    description: 'Heading of /file-manager (spec §2)',
  },
  allTab: {
    id: 'staff.fileManager.allTab',
    defaultMessage: 'All Files',
    description: 'The tab of every file, before the files are counted',
  },
  allTabCount: {
    id: 'staff.fileManager.allTabCount',
    defaultMessage: 'All Files ({count})',
    description: 'The tab of every file; count is how many',
  },
  orphanedTab: {
    id: 'staff.fileManager.orphanedTab',
    defaultMessage: 'Orphaned Files',
    description: 'The tab of the files no application holds, before they are counted',
  },
  orphanedTabCount: {
    id: 'staff.fileManager.orphanedTabCount',
    defaultMessage: 'Orphaned Files ({count})',
    description: 'The tab of orphaned files; count is how many',
  },
  tabsLabel: {
    id: 'staff.fileManager.tabsLabel',
    defaultMessage: 'Files',
    description: 'Screen-reader name of the tabs',
  },
  refresh: {
    id: 'staff.fileManager.refresh',
    defaultMessage: 'Refresh',
    description: 'Button that reads the files again',
  },
  refreshing: {
    id: 'staff.fileManager.refreshing',
    defaultMessage: 'Refreshing files…',
    description: 'While the files are read again',
  },
  cleanup: {
    id: 'staff.fileManager.cleanup',
    defaultMessage: 'Clean Up Orphaned Files',
    description: 'Button that deletes every orphaned file (after a question; spec §2)',
  },
  cleaningUp: {
    id: 'staff.fileManager.cleaningUp',
    defaultMessage: 'Cleaning up...',
    description: 'That button while it works (spec §2)',
  },
  cleanupTitle: {
    id: 'staff.fileManager.cleanupTitle',
    defaultMessage: 'Clean up orphaned files',
    description: 'Heading of the clean-up question',
  },
  cleanupConfirmLabel: {
    id: 'staff.fileManager.cleanupConfirmLabel',
    defaultMessage: 'Clean Up',
    description: "The clean-up question's yes button",
  },
  cleanupConfirm: {
    id: 'staff.fileManager.cleanupConfirm',
    defaultMessage:
      'This will permanently delete {count, plural, one {1 orphaned file} other {# orphaned files}}. This action cannot be undone.',
    description: 'The clean-up question; count is how many orphaned files',
  },
  noOrphansToCleanUp: {
    id: 'staff.fileManager.noOrphansToCleanUp',
    defaultMessage: 'There are no orphaned files to clean up.',
    description: 'Why clean-up is not offered: none to clean',
  },
  orphansLoading: {
    id: 'staff.fileManager.orphansLoading',
    defaultMessage: 'Cleanup waits until the orphaned files have been read.',
    description: 'Why clean-up is not offered yet',
  },
  orphansUnreadable: {
    id: 'staff.fileManager.orphansUnreadable',
    defaultMessage:
      'Cleanup needs the list of orphaned files, which could not be read: open the Orphaned Files tab to try again.',
    description: 'Why clean-up is not offered: the list failed',
  },
  loadingAll: {
    id: 'staff.fileManager.loadingAll',
    defaultMessage: 'Loading files…',
    description: 'While every file loads',
  },
  loadingOrphaned: {
    id: 'staff.fileManager.loadingOrphaned',
    defaultMessage: 'Loading orphaned files…',
    description: 'While the orphaned files load',
  },
  retryAll: {
    id: 'staff.fileManager.retryAll',
    defaultMessage: 'loading all files',
    description: 'Read by screen readers after Retry',
  },
  retryOrphaned: {
    id: 'staff.fileManager.retryOrphaned',
    defaultMessage: 'loading orphaned files',
    description: 'Read by screen readers after Retry',
  },
  emptyAll: {
    id: 'staff.fileManager.emptyAll',
    defaultMessage: 'No files have been uploaded yet.',
    description: 'When no file exists',
  },
  emptyOrphaned: {
    id: 'staff.fileManager.emptyOrphaned',
    defaultMessage: 'No orphaned files.',
    description: 'When no file is orphaned',
  },
  loadFailed: {
    id: 'staff.fileManager.loadFailed',
    defaultMessage: 'Error fetching files',
    description: 'When the files could not be loaded (spec §8)',
  },
  orphanedLoadFailed: {
    id: 'staff.fileManager.orphanedLoadFailed',
    defaultMessage: 'Error fetching orphaned files',
    description: 'When the orphaned files could not be loaded (spec §8)',
  },
  refreshFailed: {
    id: 'staff.fileManager.refreshFailed',
    defaultMessage: 'Error refreshing files',
    description: 'When reading the files again failed',
  },
  cleanupFailed: {
    id: 'staff.fileManager.cleanupFailed',
    defaultMessage: 'Error running cleanup',
    description: 'When the clean-up failed (spec §8)',
  },
  deleteFailed: {
    id: 'staff.fileManager.deleteFailed',
    defaultMessage: 'Error deleting file',
    description: 'When deleting a file failed (spec §8)',
  },
  downloadFailed: {
    id: 'staff.fileManager.downloadFailed',
    defaultMessage: 'Error downloading file',
    description: 'When downloading a file failed (spec §8)',
  },
  deleteTitle: {
    id: 'staff.fileManager.deleteTitle',
    defaultMessage: 'Delete file: {name}',
    description: "Heading of the delete question; name is the file's name (and its applicant)",
  },
  deleteConfirm: {
    id: 'staff.fileManager.deleteConfirm',
    defaultMessage:
      'Are you sure you want to delete the file {name}? This action cannot be undone.',
    description: "The delete question; name is the file's name",
  },
  deleteConfirmApplicantTold: {
    id: 'staff.fileManager.deleteConfirmApplicantTold',
    defaultMessage:
      'Are you sure you want to delete the file {name}? This action cannot be undone. The applicant will be told that the education office removed it.',
    description: "The delete question for an application's file; name is the file's name",
  },
  cancel: {
    id: 'staff.fileManager.cancel',
    defaultMessage: 'Cancel',
    description: "The questions' no button",
  },
  deleted: {
    id: 'staff.fileManager.deleted',
    defaultMessage: 'File {name} deleted successfully',
    description: 'After a file was deleted (spec §8)',
  },
  cleanedUp: {
    id: 'staff.fileManager.cleanedUp',
    defaultMessage:
      'Cleaned up {deleted} of {total} orphaned files{errors, plural, =0 {} one {, # error} other {, # errors}}',
    description:
      'After the clean-up (spec §8); deleted and total count files, errors the files that could not be removed',
  },
  allCaption: {
    id: 'staff.fileManager.allCaption',
    defaultMessage: 'All files ({count})',
    description: 'Screen-reader caption of the table of every file',
  },
  orphanedCaption: {
    id: 'staff.fileManager.orphanedCaption',
    defaultMessage: 'Orphaned files ({count})',
    description: 'Screen-reader caption of the table of orphaned files',
  },
});

/** The file manager's tables. */
export const filesTableMessages = defineMessages({
  originalName: {
    id: 'staff.filesTable.originalName',
    defaultMessage: 'Original Name',
    description: 'Files table column header: the name the file was uploaded with',
  },
  filename: {
    id: 'staff.filesTable.filename',
    defaultMessage: 'Filename',
    description: 'Files table column header: the name it is stored under',
  },
  size: {
    id: 'staff.filesTable.size',
    defaultMessage: 'Size',
    description: 'Files table column header',
  },
  uploader: {
    id: 'staff.filesTable.uploader',
    defaultMessage: 'Uploader',
    description: 'Files table column header: who uploaded it',
  },
  application: {
    id: 'staff.filesTable.application',
    defaultMessage: 'Application',
    description: 'Files table column header: the application that holds it',
  },
  applicant: {
    id: 'staff.filesTable.applicant',
    defaultMessage: 'Applicant',
    description: 'Files table column header',
  },
  date: {
    id: 'staff.filesTable.date',
    defaultMessage: 'Date',
    description: 'Files table column header: when it was uploaded',
  },
  which: {
    id: 'staff.filesTable.which',
    defaultMessage: 'file: {name}',
    description: "Read by screen readers after a row's Download or Delete; name is the file's name",
  },
  download: {
    id: 'staff.filesTable.download',
    defaultMessage: 'Download',
    description: "A row's button that downloads the file",
  },
  downloading: {
    id: 'staff.filesTable.downloading',
    defaultMessage: 'Downloading...',
    description: 'That button while downloading',
  },
  delete: {
    id: 'staff.filesTable.delete',
    defaultMessage: 'Delete',
    description: "A row's button that deletes the file (after a question)",
  },
  deleting: {
    id: 'staff.filesTable.deleting',
    defaultMessage: 'Deleting...',
    description: 'That button while deleting',
  },
  unknown: {
    id: 'staff.filesTable.unknown',
    defaultMessage: 'Unknown',
    description: 'Read by screen readers where a cell has no value (a dash is shown)',
  },
  orphanNote: {
    id: 'staff.filesTable.orphanNote',
    defaultMessage: 'Orphaned',
    description: 'Under an application that no longer exists',
  },
  viewApplication: {
    id: 'staff.filesTable.viewApplication',
    defaultMessage: 'View application',
    description: 'Link to the application, when its name is unknown',
  },
});
