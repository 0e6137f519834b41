/** The texts of spec §2 and §8 for /apply-grant, verbatim, and this screen's own. */
export const availableGrantsTexts = {
  loadFailed: 'Error fetching grants',
  empty: 'No grants are open for applications right now. Please check again later.',
  loading: 'Loading grants…',
  myApplications: 'My Grant Applications',
  seeAll: 'See all',
  applyNow: 'Apply Now',
  alreadyApplied: 'Already applied',
} as const;

/** Spec §9: 'My Grant Applications' shows this many; See all leads to the rest. */
export const myApplicationsShown = 3;
