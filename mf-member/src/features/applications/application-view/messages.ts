import { defineMessages } from '@portal/web-kit/i18n';

/** The texts of spec §6 and §8 for one application, verbatim, and this screen's own. */
export const applicationViewMessages = defineMessages({
  title: {
    id: 'member.applicationView.title',
    defaultMessage: 'My Application',
    description: "Heading of an application's page while the application is not loaded yet",
  },
  forbidden: {
    id: 'member.applicationView.forbidden',
    defaultMessage: "You don't have permission to view this application.",
    description: "When the application is another member's (spec §6, verbatim in English)",
  },
  loadFailed: {
    id: 'member.applicationView.loadFailed',
    defaultMessage: 'Error fetching application',
    description: 'When the application could not be loaded (spec §8)',
  },
  notFoundTitle: {
    id: 'member.applicationView.notFoundTitle',
    defaultMessage: 'Application not found',
    description: 'Heading when there is no application at this address',
  },
  notFound: {
    id: 'member.applicationView.notFound',
    defaultMessage: 'There is no application at this address. It may have been deleted.',
    description: 'When there is no application at this address',
  },
  backToList: {
    id: 'member.applicationView.backToList',
    defaultMessage: 'Back to My Applications',
    description: "A link back to the list of the member's applications",
  },
  noAnswer: {
    id: 'member.applicationView.noAnswer',
    defaultMessage: 'No answer',
    description: 'Shown in place of an answer the member left empty',
  },
  loading: {
    id: 'member.applicationView.loading',
    defaultMessage: 'Loading the application…',
    description: 'Shown while the application loads',
  },
  loadingFiles: {
    id: 'member.applicationView.loadingFiles',
    defaultMessage: 'Loading the uploaded files…',
    description: "Shown while the list of the application's files loads",
  },
  filesLoadFailed: {
    id: 'member.applicationView.filesLoadFailed',
    defaultMessage: 'Error fetching files',
    description: "When the application's files could not be listed (spec §8)",
  },
  retryFiles: {
    id: 'member.applicationView.retryFiles',
    defaultMessage: 'loading the files',
    description: 'Completes a Retry button\'s name for screen readers ("Retry loading the files")',
  },
  noFileUploaded: {
    id: 'member.applicationView.noFileUploaded',
    defaultMessage: 'No file uploaded',
    description: 'A file question whose file did not arrive',
  },
  fileDidNotArrive: {
    id: 'member.applicationView.fileDidNotArrive',
    defaultMessage:
      'Your application is saved, but {fileName} did not arrive. Contact the education office.',
    description: 'Under "No file uploaded": {fileName} is the name of the file the member chose',
  },
  reference: {
    id: 'member.applicationView.reference',
    defaultMessage: 'Reference',
    description:
      "Label of the application's reference (EDU-2026-000123), read over the phone to the office",
  },
  type: {
    id: 'member.applicationView.type',
    defaultMessage: 'Type',
    description: "Label of the grant's type",
  },
  submitted: {
    id: 'member.applicationView.submitted',
    defaultMessage: 'Submitted',
    description: 'Label of when the application was submitted',
  },
  status: {
    id: 'member.applicationView.status',
    defaultMessage: 'Status',
    description: "Label of the application's status",
  },
  statusSince: {
    id: 'member.applicationView.statusSince',
    defaultMessage: 'Status since',
    description: 'Label of when the status last changed',
  },
  history: {
    id: 'member.applicationView.history',
    defaultMessage: 'What has happened',
    description: "Heading of the application's history (statuses, requests, answers)",
  },
  yes: {
    id: 'member.applicationView.yes',
    defaultMessage: 'Yes',
    description: 'A checkbox question answered yes',
  },
  no: {
    id: 'member.applicationView.no',
    defaultMessage: 'No',
    description: 'A checkbox question answered no',
  },
  amount: {
    id: 'member.applicationView.amount',
    defaultMessage: '{amount, number, ::currency/CAD}',
    description:
      'An amount answered, in Canadian dollars; {amount} is the amount. Leave as is unless the currency display must change',
  },
  number: {
    id: 'member.applicationView.number',
    defaultMessage: '{value, number, ::.######}',
    description: 'A number answered; {value} is the number. Leave as is',
  },
});
