import { formatFileSize } from '@portal/web-kit';

/** The texts of the upload that follows the save (spec §4, §8): the panel and its reasons. */
export const uploadTexts = {
  heading: 'Uploading your files',
  intro: 'Your draft is saved. Keep this page open until your files are uploaded.',
  /** Once every file arrived. */
  allSaved: 'Your draft and its files are saved.',
  /** The Submit button while the files go. */
  uploading: 'Uploading files...',
  /** The progress bar's name. */
  progressLabel: (name: string) => `Upload of ${name}`,
  waiting: 'Waiting',
  sentOf: (sent: number, total: number) => `${formatFileSize(sent)} of ${formatFileSize(total)}`,
  done: 'Uploaded',
  notUploaded: (reason: string) => `Not uploaded: ${reason}`,
  cancel: 'Cancel',
  /** Said after "Cancel" to screen readers: which file. */
  cancelWhat: (name: string) => `upload of ${name}`,
  // The status line: the start and the end of each file, never each percent.
  started: (name: string, position: number, count: number) =>
    `Uploading ${name} (file ${position} of ${count}).`,
  finished: (name: string) => `${name} uploaded.`,
  failedStatus: (name: string, reason: string) =>
    `${name} was not uploaded: ${withFullStop(reason)}`,
  /** A file chosen before a reload (or leaving) that never reached the portal. */
  chooseAgain: (name: string) =>
    `${name} was not uploaded before this page was reloaded or left: choose it again.`,
  /** A chosen file past MAX_UPLOAD_MB, refused before it is sent. */
  tooLargeToChoose: (size: number, maxBytes: number) =>
    `This file is ${formatFileSize(size)}. The largest file accepted is ${formatFileSize(maxBytes)}.`,
  // Why a file did not arrive.
  cancelled: 'Cancelled',
  connectionLost: 'The connection to the portal was lost.',
  tooLarge: 'File is too large.',
  failed: 'The file could not be uploaded.',
} as const;

function withFullStop(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
