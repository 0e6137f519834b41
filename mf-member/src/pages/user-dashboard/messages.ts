import { defineMessages } from '@portal/web-kit/i18n';

/** `/user-dashboard` (spec §2), and what it says after a submission (spec §8). */
export const dashboardMessages = defineMessages({
  welcomeName: {
    id: 'member.dashboard.welcomeName',
    defaultMessage: 'Welcome, {firstName}',
    description: "The dashboard's heading; {firstName} is the member's first name",
  },
  welcome: {
    id: 'member.dashboard.welcome',
    defaultMessage: 'Welcome',
    description: "The dashboard's heading when the member's first name is not known",
  },
  submitted: {
    id: 'member.dashboard.submitted',
    defaultMessage: 'Your application for "{grantTitle}" was submitted.',
    description: "After a submission, on the dashboard; {grantTitle} is the grant's title",
  },
  submittedWithReference: {
    id: 'member.dashboard.submittedWithReference',
    defaultMessage:
      'Your application for "{grantTitle}" was submitted. Your reference is {reference}.',
    description:
      "After a submission, on the dashboard; {grantTitle} is the grant's title, {reference} the application's reference (EDU-2026-000123)",
  },
  viewApplication: {
    id: 'member.dashboard.viewApplication',
    defaultMessage: 'View your application',
    description: 'A link to the application just submitted',
  },
  someFilesFailed: {
    id: 'member.dashboard.someFilesFailed',
    defaultMessage: "Application submitted, but some files couldn't be uploaded",
    description:
      'After a submission where some files did not arrive (spec §8, verbatim in English)',
  },
  allFilesFailed: {
    id: 'member.dashboard.allFilesFailed',
    defaultMessage: 'Application was saved, but there was an issue uploading your files',
    description:
      'After a submission where no file arrived, for a reason that is not theirs (spec §8, verbatim in English)',
  },
  failedFile: {
    id: 'member.dashboard.failedFile',
    defaultMessage: '{name}: {reason}',
    description: 'A file that did not arrive: {name} is its file name, {reason} why (a sentence)',
  },
  savedDespiteFiles: {
    id: 'member.dashboard.savedDespiteFiles',
    defaultMessage:
      'Your application for "{grantTitle}" is saved: you do not need to submit it again. Contact the education office about the files that did not arrive.',
    description: "After the files that did not arrive; {grantTitle} is the grant's title",
  },
  chooseArea: {
    id: 'member.dashboard.chooseArea',
    defaultMessage: 'Choose an area to get started.',
    description: "The sentence above the dashboard's tiles",
  },
  areas: {
    id: 'member.dashboard.areas',
    defaultMessage: 'Areas',
    description: "The list of the dashboard's tiles, as screen readers name it",
  },
  education: {
    id: 'member.dashboard.education',
    defaultMessage: 'Education',
    description: "The dashboard's tile that opens the grants to apply for",
  },
  educationText: {
    id: 'member.dashboard.educationText',
    defaultMessage: 'Find education grants, apply, and follow your applications.',
    description: 'The sentence on the Education tile',
  },
  harvesting: {
    id: 'member.dashboard.harvesting',
    defaultMessage: 'Harvesting',
    description: "The dashboard's tile of an area not open yet",
  },
  comingSoon: {
    id: 'member.dashboard.comingSoon',
    defaultMessage: 'Coming Soon',
    description: 'Badge on the Harvesting tile',
  },
});
