/** The texts of spec §8 for one grant, verbatim, and this screen's own. */
export const grantDetailTexts = {
  loadFailed: 'Error fetching grant details',
  notFoundTitle: 'Grant not found',
  notFound: 'There is no grant at this address. It may have been deleted.',
} as const;
