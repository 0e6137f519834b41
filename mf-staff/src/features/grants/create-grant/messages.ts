import { defineMessages } from '@portal/web-kit/i18n';

/** /create-grant (spec §5 and §8; quoted texts verbatim). */
export const createGrantMessages = defineMessages({
  title: {
    id: 'staff.createGrant.title',
    defaultMessage: 'Create New Grant',
    description: 'Heading of /create-grant',
  },
  saveDraft: {
    id: 'staff.createGrant.saveDraft',
    defaultMessage: 'Save Draft',
    description: 'Button that saves the new grant as a draft',
  },
  saving: {
    id: 'staff.createGrant.saving',
    defaultMessage: 'Saving...',
    description: 'The Save Draft button while saving',
  },
  submit: {
    id: 'staff.createGrant.submit',
    defaultMessage: 'Submit for Approval',
    description: 'Button that saves the new grant and submits it for approval',
  },
  submitting: {
    id: 'staff.createGrant.submitting',
    defaultMessage: 'Submitting...',
    description: 'The Submit for Approval button while submitting',
  },
  createFailed: {
    id: 'staff.createGrant.createFailed',
    defaultMessage: 'Error creating grant',
    description: 'Shown when creating a grant failed (spec §8)',
  },
  submitFailed: {
    id: 'staff.createGrant.submitFailed',
    defaultMessage: 'Error submitting grant for approval',
    description: 'Shown when submitting a grant failed (spec §8)',
  },
  savedAsDraft: {
    id: 'staff.createGrant.savedAsDraft',
    defaultMessage: 'The grant was saved as a draft. Press Submit for Approval to try again.',
    description: 'After a failed submit: the grant exists as a draft',
  },
  firstSectionLabel: {
    id: 'staff.createGrant.firstSectionLabel',
    defaultMessage: 'General Information',
    description: "The name a new grant's first section starts with (staff may change it)",
  },
  firstSectionDescription: {
    id: 'staff.createGrant.firstSectionDescription',
    defaultMessage: 'Basic applicant information',
    description: "The description a new grant's first section starts with (staff may change it)",
  },
});
