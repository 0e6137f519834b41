/** The texts of spec §8 for `/create-grant`, verbatim, and this screen's own. */
export const createGrantTexts = {
  createFailed: 'Error creating grant',
  submitFailed: 'Error submitting grant for approval',
  /** After a failed submit: the grant exists, so pressing again must not make a second one. */
  savedAsDraft: 'The grant was saved as a draft. Press Submit for Approval to try again.',
} as const;
