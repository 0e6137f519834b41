import { defineMessages } from '@portal/web-kit/i18n';

/** The texts of the upload that follows the save (spec §4, §8): the panel and its reasons. */
export const uploadMessages = defineMessages({
  heading: {
    id: 'member.upload.heading',
    defaultMessage: 'Uploading your files',
    description: 'Heading of the panel showing the files being uploaded',
  },
  intro: {
    id: 'member.upload.intro',
    defaultMessage: 'Your draft is saved. Keep this page open until your files are uploaded.',
    description: 'Under that heading while files go',
  },
  allSaved: {
    id: 'member.upload.allSaved',
    defaultMessage: 'Your draft and its files are saved.',
    description: 'Under that heading once every file arrived',
  },
  uploading: {
    id: 'member.upload.uploading',
    defaultMessage: 'Uploading files...',
    description: 'The Preview, Save draft or Resubmit button while files go',
  },
  progressLabel: {
    id: 'member.upload.progressLabel',
    defaultMessage: 'Upload of {fileName}',
    description: "A progress bar's name; {fileName} is the file's name",
  },
  waiting: {
    id: 'member.upload.waiting',
    defaultMessage: 'Waiting',
    description: 'A file not started yet',
  },
  sentOf: {
    id: 'member.upload.sentOf',
    defaultMessage: '{sent} of {total}',
    description:
      'How much of a file was sent: {sent} and {total} are sizes, written already (1.2 MB)',
  },
  done: {
    id: 'member.upload.done',
    defaultMessage: 'Uploaded',
    description: 'A file that arrived',
  },
  notUploaded: {
    id: 'member.upload.notUploaded',
    defaultMessage: 'Not uploaded: {reason}',
    description: 'A file that did not arrive; {reason} is why (a sentence)',
  },
  cancel: {
    id: 'member.upload.cancel',
    defaultMessage: 'Cancel',
    description: "The button that stops a file's upload",
  },
  cancelWhat: {
    id: 'member.upload.cancelWhat',
    defaultMessage: 'upload of {fileName}',
    description: 'Read by screen readers after "Cancel"; {fileName} is the file\'s name',
  },
  started: {
    id: 'member.upload.started',
    defaultMessage: 'Uploading {fileName} (file {position} of {count}).',
    description: 'Said to screen readers when a file starts; {position} and {count} are numbers',
  },
  finished: {
    id: 'member.upload.finished',
    defaultMessage: '{fileName} uploaded.',
    description: 'Said to screen readers when a file arrived',
  },
  failedStatus: {
    id: 'member.upload.failedStatus',
    defaultMessage: '{fileName} was not uploaded: {reason}',
    description:
      'Said to screen readers when a file failed; {reason} is why (a sentence ending with a period)',
  },
  chooseAgain: {
    id: 'member.upload.chooseAgain',
    defaultMessage:
      '{fileName} was not uploaded before this page was reloaded or left: choose it again.',
    description: 'A file chosen before a reload that never reached the portal',
  },
  tooLargeToChoose: {
    id: 'member.upload.tooLargeToChoose',
    defaultMessage: 'This file is {size}. The largest file accepted is {maxSize}.',
    description:
      "A chosen file past the portal's limit, refused before it is sent; {size} and {maxSize} are sizes, written already (30 MB)",
  },
  cancelled: {
    id: 'member.upload.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Why a file did not arrive: the member cancelled it',
  },
  connectionLost: {
    id: 'member.upload.connectionLost',
    defaultMessage: 'The connection to the portal was lost.',
    description: 'Why a file did not arrive',
  },
  tooLarge: {
    id: 'member.upload.tooLarge',
    defaultMessage: 'File is too large.',
    description: 'Why a file did not arrive, when the portal gave no sentence',
  },
  failed: {
    id: 'member.upload.failed',
    defaultMessage: 'The file could not be uploaded.',
    description: 'Why a file did not arrive, when the portal gave no sentence',
  },
  invalidFileType: {
    id: 'member.upload.invalidFileType',
    defaultMessage:
      'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.',
    description: 'A file of a type the portal refuses (spec §5, verbatim in English)',
  },
});
