/** The texts of spec §8 for the member's lists of applications, verbatim, and their own. */
export const applicationListTexts = {
  loadFailed: 'Error fetching applications',
  empty: 'No applications submitted yet.',
  loading: 'Loading your applications…',
} as const;
