import {
  applicationStatusLabels,
  type ApplicationState,
  type ApplicationStatus,
} from '@portal/contract/applications';

/** The texts of spec §2, §6 and §8 for the review page, verbatim, and this screen's own. */
export const applicationReviewTexts = {
  title: 'Review Application',
  loadFailed: 'Error fetching application',
  updateFailed: 'Error updating application status',
  updated: (status: ApplicationState) =>
    `Application status updated to ${applicationStatusLabels[status]}`,
  forbidden: "You don't have permission to view this application.",
  notFoundTitle: 'Application not found',
  notFound: 'There is no application at this address. It may have been deleted.',
  questionTextNotAvailable: 'Question text not available',
  questionNotFound: 'Question not found',
  noAnswer: 'No answer',
  /** Spec §8: the application's files could not be loaded (the answers still show). */
  loadingFiles: 'Loading the uploaded files…',
  filesLoadFailed: 'Error fetching files',
  retryFiles: 'loading the files',
  /** A file question answered, but its upload did not arrive (spec §4). */
  noFileUploaded: 'No file uploaded',
  chosenFile: (name: string) => `(the applicant chose ${name})`,
  otherAnswers: 'Other answers',
  noAnswers: 'This application has no answers.',
  unknownActor: 'Someone',
} as const;

/** Spec §2's status buttons, one per status, in the spec's order. */
export const statusButtonLabels: Readonly<Record<ApplicationStatus, string>> = {
  submitted: 'Mark as Submitted',
  reviewed: 'Mark as Reviewed',
  approved: 'Approve',
  rejected: 'Reject',
  needsMoreInfo: 'Request More Info',
};
