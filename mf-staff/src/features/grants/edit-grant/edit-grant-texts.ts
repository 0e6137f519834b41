/** The texts of spec §8 for `/grants/{id}/edit`, verbatim, and this screen's own. */
export const editGrantTexts = {
  loadFailed: 'Error fetching grant details',
  updateFailed: 'Error updating grant',
  /** Spec §5: "If applicationCount is above 0, a confirm asks whether to update anyway." */
  updateWithApplications: (count: number) =>
    `This grant already has ${count} ${count === 1 ? 'application' : 'applications'}. Update it anyway?`,
} as const;
