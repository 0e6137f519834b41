import { defineMessages } from '@portal/web-kit/i18n';

/** The preview before the final Submit, and spec §8's texts where they apply. */
export const previewMessages = defineMessages({
  title: {
    id: 'member.preview.title',
    defaultMessage: 'Check your application',
    description: 'Heading of the page that shows the whole application before it is submitted',
  },
  intro: {
    id: 'member.preview.intro',
    defaultMessage:
      'This is what will be sent to the education office for "{grantTitle}". Check every answer and file, then submit.',
    description: "Under the heading; {grantTitle} is the grant's title",
  },
  loading: {
    id: 'member.preview.loading',
    defaultMessage: 'Loading your application…',
    description: 'Shown while the draft loads',
  },
  loadFailed: {
    id: 'member.preview.loadFailed',
    defaultMessage: 'Error fetching grant details',
    description: 'When the grant or the draft could not be loaded (spec §8)',
  },
  noDraft: {
    id: 'member.preview.noDraft',
    defaultMessage:
      'There is nothing to check yet: fill in the form, then press Preview Application.',
    description:
      'When the member has no draft for this grant. "Preview Application" is the form\'s button',
  },
  backToForm: {
    id: 'member.preview.backToForm',
    defaultMessage: 'Back to the form',
    description: 'A link back to the application form',
  },
  change: {
    id: 'member.preview.change',
    defaultMessage: 'Change',
    description: 'A link back to one question on the form',
  },
  changeWhat: {
    id: 'member.preview.changeWhat',
    defaultMessage: 'answer to {label}',
    description: 'Read by screen readers after "Change"; {label} is the question',
  },
  noFile: {
    id: 'member.preview.noFile',
    defaultMessage: 'No file uploaded',
    description: 'A file question with no file',
  },
  submit: {
    id: 'member.preview.submit',
    defaultMessage: 'Submit Application',
    description: 'The final button that sends the application to the education office (spec §2)',
  },
  submitting: {
    id: 'member.preview.submitting',
    defaultMessage: 'Submitting...',
    description: 'That button while it sends',
  },
  submitFailed: {
    id: 'member.preview.submitFailed',
    defaultMessage: 'Error submitting application',
    description: 'When submitting failed and the portal gave no reason (spec §8)',
  },
  fixFirst: {
    id: 'member.preview.fixFirst',
    defaultMessage: 'Go back to the form to fix this, then preview again.',
    description: 'After the portal refused the answers',
  },
  seeMyApplications: {
    id: 'member.preview.seeMyApplications',
    defaultMessage: 'See My Applications',
    description:
      "A link to the member's applications, after the portal refused a second application to the same grant",
  },
});
