import { defineMessages } from '@portal/messages';

/** The shared components' own words (every part shows them). */
export const uiMessages = defineMessages({
  confirmTitle: {
    id: 'kit.ui.confirmTitle',
    defaultMessage: 'Please confirm',
    description: 'The heading of a yes-or-no question dialog when the screen gives none',
  },
  confirmYes: {
    id: 'kit.ui.confirmYes',
    defaultMessage: 'OK',
    description: 'The yes button of a question dialog when the screen gives no other word',
  },
  confirmNo: {
    id: 'kit.ui.confirmNo',
    defaultMessage: 'Cancel',
    description: 'The no button of a question dialog when the screen gives no other word',
  },
  fieldError: {
    id: 'kit.ui.fieldError',
    defaultMessage: 'Error: ',
    description:
      'Read by screen readers only, before the problem with a form field (keep the space at the end)',
  },
  actions: {
    id: 'kit.ui.actions',
    defaultMessage: 'Actions',
    description: "The header of a table's last column, which holds the buttons for each row",
  },
  retry: {
    id: 'kit.ui.retry',
    defaultMessage: 'Retry',
    description: 'The button that loads data or a page again after the load failed',
  },
  dashboardLoadFailed: {
    id: 'kit.ui.dashboardLoadFailed',
    defaultMessage: 'Failed to load dashboard data',
    description: "A dashboard card's message when its numbers could not be loaded (spec §8)",
  },
  loadingSlowWithRetry: {
    id: 'kit.ui.loadingSlowWithRetry',
    defaultMessage:
      'This is taking longer than usual. Your connection may be slow; you can keep waiting or try again.',
    description: 'Said under a loading line after 10 seconds, above a Try again button',
  },
  loadingSlow: {
    id: 'kit.ui.loadingSlow',
    defaultMessage:
      'This is taking longer than usual. Your connection may be slow; please keep waiting.',
    description: 'Said under a loading line after 10 seconds when nothing can be started again',
  },
  tryAgain: {
    id: 'kit.ui.tryAgain',
    defaultMessage: 'Try again',
    description: 'The button that starts a slow load, or a failed download, again',
  },
  fileOpen: {
    id: 'kit.ui.fileOpen',
    defaultMessage: 'Open',
    description: 'The button that shows an uploaded PDF or image in a new browser tab',
  },
  fileOpenWhat: {
    id: 'kit.ui.fileOpenWhat',
    defaultMessage: ' {filename} in a new tab',
    description:
      'Read by screen readers after “Open” (keep the space at the start); {filename} is the file’s name',
  },
  fileOpenFailed: {
    id: 'kit.ui.fileOpenFailed',
    defaultMessage: 'Could not open {filename}. Please try again.',
    description: 'Shown when an uploaded file could not be opened; {filename} is its name',
  },
  fileDownload: {
    id: 'kit.ui.fileDownload',
    defaultMessage: 'Download',
    description: 'The button that saves an uploaded file on the device',
  },
  fileDownloading: {
    id: 'kit.ui.fileDownloading',
    defaultMessage: 'Downloading…',
    description: 'The download button while the file is coming',
  },
  fileDownloadWhat: {
    id: 'kit.ui.fileDownloadWhat',
    defaultMessage: ' {filename}',
    description:
      'Read by screen readers after “Download” (keep the space at the start); {filename} is the file’s name',
  },
  fileTryAgainWhat: {
    id: 'kit.ui.fileTryAgainWhat',
    defaultMessage: ' to download {filename}',
    description:
      'Read by screen readers after “Try again” once a download failed (keep the space at the start)',
  },
  fileDownloadFailed: {
    id: 'kit.ui.fileDownloadFailed',
    defaultMessage: 'Could not download {filename}. Please try again.',
    description: 'Shown when an uploaded file could not be downloaded; {filename} is its name',
  },
});
