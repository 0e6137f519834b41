/** The texts of spec §5 and §8 for quick add, verbatim, and this screen's own. */
export const quickAddTexts = {
  validateFirst: 'Please validate your JSON first and fix any issues',
  createFailed: 'Error creating grant',
  valid: 'The JSON is a valid grant. Check the preview below, then press Save Grant.',
  changed: 'The JSON has changed since it was validated. Validate it again before saving.',
  issueCount: (count: number) => (count === 1 ? '1 issue found' : `${count} issues found`),
  saved: (title: string) => `Saved "${title}" as a draft.`,
} as const;
