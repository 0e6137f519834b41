import { defineMessages } from '@portal/web-kit/i18n';

export const officeSettingsMessages = defineMessages({
  title: {
    id: 'admin.officeSettings.title',
    defaultMessage: 'Office Settings',
    description: "The heading of the admin dashboard's card of the office's settings",
  },
  loadFailed: {
    id: 'admin.officeSettings.loadFailed',
    defaultMessage: 'The office settings could not be loaded.',
    description: 'Shown when the settings could not be loaded and the portal gave no reason',
  },
  loading: {
    id: 'admin.officeSettings.loading',
    defaultMessage: 'Loading the office settings…',
    description: 'Said while the settings load',
  },
  saveFailed: {
    id: 'admin.officeSettings.saveFailed',
    defaultMessage: 'The office settings could not be saved. Please try again.',
    description: 'Shown when saving failed and the portal gave no reason',
  },
  emailConfirmation: {
    id: 'admin.officeSettings.emailConfirmation',
    defaultMessage: 'Members confirm their email address before their first application',
    description: 'A checkbox: the setting that asks members to confirm their email',
  },
  emailConfirmationHint: {
    id: 'admin.officeSettings.emailConfirmationHint',
    defaultMessage:
      'A member who has not opened the link sent to their address is asked to before submitting. Off: members apply right after registering.',
    description: 'The help under the email confirmation checkbox',
  },
  secondApproval: {
    id: 'admin.officeSettings.secondApproval',
    defaultMessage: 'A second person publishes each grant',
    description: 'A checkbox: the setting that asks another person to publish a grant',
  },
  secondApprovalHint: {
    id: 'admin.officeSettings.secondApprovalHint',
    defaultMessage:
      'A grant submitted for approval is published by another staff member with the education flag, or an admin, who is told that it waits; nobody publishes their own. Off: whoever builds a grant may publish it.',
    description: 'The help under the second approval checkbox',
  },
  saved: {
    id: 'admin.officeSettings.saved',
    defaultMessage: 'The office settings are saved.',
    description: 'Shown once the settings are saved',
  },
  saving: {
    id: 'admin.officeSettings.saving',
    defaultMessage: 'Saving...',
    description: 'The save button while the settings are being saved',
  },
  save: {
    id: 'admin.officeSettings.save',
    defaultMessage: 'Save Settings',
    description: 'The button that saves the office settings',
  },
});

export const guidelinesMessages = defineMessages({
  title: {
    id: 'admin.guidelines.title',
    defaultMessage: 'Guidelines for Applicants',
    description: "The heading of the admin dashboard's card where the guidelines are written",
  },
  loadFailed: {
    id: 'admin.guidelines.loadFailed',
    defaultMessage: 'The guidelines could not be loaded.',
    description: 'Shown when the guidelines could not be loaded and the portal gave no reason',
  },
  loading: {
    id: 'admin.guidelines.loading',
    defaultMessage: 'Loading the guidelines…',
    description: 'Said while the guidelines load',
  },
  saveFailed: {
    id: 'admin.guidelines.saveFailed',
    defaultMessage: 'The guidelines could not be saved. Please try again.',
    description: 'Shown when saving failed and the portal gave no reason',
  },
  label: {
    id: 'admin.guidelines.label',
    defaultMessage: 'Guidelines shown to members at /guidelines',
    description: 'The label of the text area (/guidelines is the page’s address, keep it)',
  },
  hint: {
    id: 'admin.guidelines.hint',
    defaultMessage:
      'Plain text, up to {max, number} characters. Leave a blank line between paragraphs.',
    description: 'The help under the text area; {max} is the longest the text may be',
  },
  saved: {
    id: 'admin.guidelines.saved',
    defaultMessage: 'The guidelines are saved.',
    description: 'Shown once the guidelines are saved',
  },
  saving: {
    id: 'admin.guidelines.saving',
    defaultMessage: 'Saving...',
    description: 'The save button while the guidelines are being saved',
  },
  save: {
    id: 'admin.guidelines.save',
    defaultMessage: 'Save Guidelines',
    description: 'The button that saves the guidelines',
  },
});
