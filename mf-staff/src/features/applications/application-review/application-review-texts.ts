import { formatDateTime } from '@portal/web-kit';
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
  /** A withdrawn application is the applicant's last word. */
  withdrawn: (at: string) =>
    `Withdrawn by the applicant on ${formatDateTime(at)}: it can no longer be reviewed or changed.`,
} as const;

/** Asking the applicant for more information (the richer Request More Info). */
export const moreInfoRequestTexts = {
  heading: 'Ask the applicant for more information',
  intro:
    'The applicant gets your message by email and on their application, and can change the answers and files you pick, and only those, then resubmit.',
  messageLabel: 'What should the applicant send?',
  questionsLegend: 'Answers and files the applicant may change (optional)',
  send: 'Send request',
  sending: 'Sending...',
  cancel: 'Cancel',
  messageRequired: 'Please write what the applicant should send.',
  fileQuestion: '(file)',
} as const;

/** The decisions that say something: Award and Not Awarded, each asked in a dialog. */
export type WordedDecision = 'approved' | 'rejected';

export const decisionTexts: Readonly<
  Record<
    WordedDecision,
    {
      title: string;
      /** The sentence around the application's reference. */
      intro: (applicantName: string) => readonly [before: string, after: string];
      messageLabel: string;
      confirm: string;
    }
  >
> = {
  approved: {
    title: 'Award this application?',
    intro: (applicantName) => [
      `${applicantName} is told by email that application`,
      'is Awarded, with what the office does next, and your message if you write one.',
    ],
    messageLabel: 'Message to the applicant (optional)',
    confirm: 'Award',
  },
  rejected: {
    title: 'Mark this application Not Awarded?',
    intro: (applicantName) => [
      `${applicantName} is told by email that application`,
      'is Not Awarded, with your message.',
    ],
    messageLabel: 'Message to the applicant',
    confirm: 'Not Awarded',
  },
};

/** What every decision dialog says of its fields and buttons. */
export const decisionDialogTexts = {
  messageRequired: 'Please write a message to the applicant: it goes with this decision.',
  messageHint: 'The applicant reads it in their email and on their application.',
  internalNoteLabel: 'Internal note (optional)',
  internalNoteHint:
    'Kept in the status history for reviewers only: never shown to the applicant, never emailed.',
  cancel: 'Cancel',
  sending: 'Saving...',
} as const;

/** The reviewers' notes beside the history (never shown to the applicant). */
export const internalNotesTexts = {
  heading: 'Internal notes',
  intro: 'For reviewers only: never shown to the applicant, never emailed.',
  about: (what: string) => `noted, with ${what}`,
  request: 'the request for more information',
  decision: (label: string) => `the decision ${label}`,
} as const;

/** Under each status button: the status it sets, by the label every list shows. */
export const statusButtonSets = (status: ApplicationStatus) =>
  `Sets: ${applicationStatusLabels[status]}`;

/** Spec §2's status buttons, one per status, in the spec's order. */
export const statusButtonLabels: Readonly<Record<ApplicationStatus, string>> = {
  submitted: 'Mark as Submitted',
  reviewed: 'Mark as Reviewed',
  approved: 'Approve',
  rejected: 'Reject',
  needsMoreInfo: 'Request More Info',
};

/** The application's earlier files (replaced after submitting, or removed by an admin). */
export const earlierFilesTexts = {
  heading: 'Earlier files',
  replaced: (at: string) => `replaced by the applicant on ${at}`,
  removed: (at: string) => `removed by an administrator on ${at} (the file is gone)`,
  loadFailed: 'The earlier files could not be loaded.',
} as const;
