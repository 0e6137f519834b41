/** The texts of spec §6 and §8 for one application, verbatim, and this screen's own. */
export const applicationViewTexts = {
  title: 'My Application',
  /** Spec §6, decisions §3. */
  forbidden: "You don't have permission to view this application.",
  loadFailed: 'Error fetching application',
  notFoundTitle: 'Application not found',
  notFound: 'There is no application at this address. It may have been deleted.',
  backToList: 'Back to My Applications',
  noAnswer: 'No answer',
  loading: 'Loading the application…',
  /** Spec §8: the list of uploaded files could not be loaded (the answers still show). */
  loadingFiles: 'Loading the uploaded files…',
  filesLoadFailed: 'Error fetching files',
  retryFiles: 'loading the files',
  noFileUploaded: 'No file uploaded',
  fileDidNotArrive: (chosen: string) =>
    `Your application is saved, but ${chosen} did not arrive. Contact the education office.`,
  reference: 'Reference',
  history: 'What has happened',
} as const;

/** More information asked and given, and withdrawal, as the applicant reads them. */
export const conversationTexts = {
  requestHeading: 'The education office asks for more information',
  requestWithoutMessage:
    'The education office set your application to Requires More Information. Contact the office if you are not sure what to send.',
  askedOn: 'Asked',
  changeHeading: 'Your answers to change',
  changeHint:
    'Only these answers and files can be changed. Everything else stays as you submitted it.',
  nothingToChange:
    'No answer is asked for again: add a note for the education office if you like, and resubmit.',
  noteLabel: 'A note for the education office (optional)',
  resubmit: 'Resubmit',
  resubmitting: 'Resubmitting...',
  uploadIntro: 'Keep this page open until your files are uploaded; then your answers are sent.',
  resubmitted: 'Your answers were sent. Your application is Submitted again.',
  resubmitFailed: 'Error resubmitting application',
  filesNotSent: "Some files couldn't be uploaded, so nothing was resubmitted yet:",
  withdraw: 'Withdraw application',
  withdrawTitle: 'Withdraw your application?',
  withdrawQuestion: (grantTitle: string) =>
    `Withdraw your application for "${grantTitle}"? The education office will no longer consider it. This cannot be undone.`,
  reasonLabel: 'Why are you withdrawing? (optional)',
  keep: 'Keep my application',
  withdrawing: 'Withdrawing...',
  withdrawn: 'Your application was withdrawn.',
  withdrawFailed: 'Error withdrawing application',
} as const;
