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
} as const;
