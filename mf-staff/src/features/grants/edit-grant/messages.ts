import { defineMessages } from '@portal/web-kit/i18n';

/** /grants/{id}/edit (spec §5 and §8; quoted texts verbatim). */
export const editGrantMessages = defineMessages({
  title: {
    id: 'staff.editGrant.title',
    defaultMessage: 'Edit Grant',
    description: 'Heading of /grants/{id}/edit',
  },
  update: {
    id: 'staff.editGrant.update',
    defaultMessage: 'Update Grant',
    description: 'Button that saves the changes',
  },
  updating: {
    id: 'staff.editGrant.updating',
    defaultMessage: 'Updating...',
    description: 'The Update Grant button while saving',
  },
  loading: {
    id: 'staff.editGrant.loading',
    defaultMessage: 'Loading the grant…',
    description: 'Shown while the grant loads',
  },
  loadFailed: {
    id: 'staff.editGrant.loadFailed',
    defaultMessage: 'Error fetching grant details',
    description: 'Shown when the grant could not be loaded (spec §8)',
  },
  retry: {
    id: 'staff.editGrant.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads the grant again',
  },
  backToGrants: {
    id: 'staff.editGrant.backToGrants',
    defaultMessage: 'Back to Grants',
    description: 'Link back to the grant list',
  },
  updateFailed: {
    id: 'staff.editGrant.updateFailed',
    defaultMessage: 'Error updating grant',
    description: 'Shown when saving the grant failed (spec §8)',
  },
  updateWithApplications: {
    id: 'staff.editGrant.updateWithApplications',
    defaultMessage:
      'This grant already has {count, plural, one {# application} other {# applications}}. Update it anyway?',
    description:
      'The question before a grant with applications is saved (spec §5); count is how many applications',
  },
  updateWithApplicationsTitle: {
    id: 'staff.editGrant.updateWithApplicationsTitle',
    defaultMessage: 'Update a grant with applications',
    description: 'Heading of that question',
  },
  updateAnyway: {
    id: 'staff.editGrant.updateAnyway',
    defaultMessage: 'Update anyway',
    description: 'Button of that question: save',
  },
  keepEditing: {
    id: 'staff.editGrant.keepEditing',
    defaultMessage: 'Keep editing',
    description: 'Button of that question: do not save yet',
  },
  hasApplications: {
    id: 'staff.editGrant.hasApplications',
    defaultMessage:
      '{count, plural, one {This grant has 1 application.} other {This grant has # applications.}} Applicants keep the questions they answered; your changes apply to new applications.',
    description: 'Notice above the form of a grant with applications; count is how many',
  },
});
