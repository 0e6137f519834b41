/** The texts of the preview before the final Submit, and spec §8's where they apply. */
export const applicationPreviewTexts = {
  title: 'Check your application',
  intro: (grantTitle: string) =>
    `This is what will be sent to the education office for "${grantTitle}". Check every answer and file, then submit.`,
  loading: 'Loading your application…',
  /** Spec §8. */
  loadFailed: 'Error fetching grant details',
  noDraft: 'There is nothing to check yet: fill in the form, then press Preview Application.',
  backToForm: 'Back to the form',
  change: 'Change',
  changeWhat: (label: string) => `answer to ${label}`,
  noFile: 'No file uploaded',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  /** Spec §8's fallback when the portal sends no sentence. */
  submitFailed: 'Error submitting application',
  fixFirst: 'Go back to the form to fix this, then preview again.',
  /** After the portal refused a second application to a grant that takes one per member. */
  seeMyApplications: 'See My Applications',
} as const;
