import { defineMessages } from '@portal/web-kit/i18n';

/** /quick-add-grant (spec §5 and §8; quoted texts verbatim). */
export const quickAddMessages = defineMessages({
  title: {
    id: 'staff.quickAdd.title',
    defaultMessage: 'Quick Add Grant',
    description: 'Heading of /quick-add-grant',
  },
  lead: {
    id: 'staff.quickAdd.lead',
    defaultMessage:
      'Paste a grant as JSON, validate it, check the preview, then save it. It is saved as a draft.',
    description: 'Introduction under the heading',
  },
  loadSample: {
    id: 'staff.quickAdd.loadSample',
    defaultMessage: 'Load sample',
    description: 'Button that fills the field with an example grant',
  },
  backToGrants: {
    id: 'staff.quickAdd.backToGrants',
    defaultMessage: 'Back to Grants',
    description: 'Link back to the grant list',
  },
  jsonLabel: {
    id: 'staff.quickAdd.jsonLabel',
    defaultMessage: 'Grant JSON',
    description: 'Label of the field the JSON is pasted in',
  },
  jsonHint: {
    id: 'staff.quickAdd.jsonHint',
    defaultMessage:
      'An object with title, type, description, openDate and closeDate (YYYY-MM-DD), and sections: each with label, description, weight and questions (label, type, required, weight, options, defaultSelected). Load sample shows one.',
    description: 'Hint under the JSON field; the field names are code: keep them in English',
  },
  validate: {
    id: 'staff.quickAdd.validate',
    defaultMessage: 'Validate',
    description: 'Button that checks the JSON',
  },
  save: {
    id: 'staff.quickAdd.save',
    defaultMessage: 'Save Grant',
    description: 'Button that saves the grant',
  },
  saving: {
    id: 'staff.quickAdd.saving',
    defaultMessage: 'Saving...',
    description: 'The Save Grant button while saving',
  },
  validateFirst: {
    id: 'staff.quickAdd.validateFirst',
    defaultMessage: 'Please validate your JSON first and fix any issues',
    description: 'Shown when saving before validating (spec §8)',
  },
  createFailed: {
    id: 'staff.quickAdd.createFailed',
    defaultMessage: 'Error creating grant',
    description: 'When saving failed (spec §8)',
  },
  valid: {
    id: 'staff.quickAdd.valid',
    defaultMessage: 'The JSON is a valid grant. Check the preview below, then press Save Grant.',
    description: 'After a successful validation',
  },
  changed: {
    id: 'staff.quickAdd.changed',
    defaultMessage: 'The JSON has changed since it was validated. Validate it again before saving.',
    description: 'When the JSON changed after validation',
  },
  issueCount: {
    id: 'staff.quickAdd.issueCount',
    defaultMessage: '{count, plural, one {# issue found} other {# issues found}}',
    description: 'Above the list of problems found in the JSON; count is how many',
  },
  saved: {
    id: 'staff.quickAdd.saved',
    defaultMessage: 'Saved "{title}" as a draft.',
    description: "On the new grant's page after saving; title is the grant's title",
  },
  preview: {
    id: 'staff.quickAdd.preview',
    defaultMessage: 'Preview',
    description: 'Heading of the preview of the grant',
  },
});
