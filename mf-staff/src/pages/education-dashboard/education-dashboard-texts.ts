/** The texts of spec §2, §8 and §9 for the education dashboard, verbatim, and this screen's own. */
export const educationDashboardTexts = {
  title: 'Education Portal',
  grantsLoadFailed: 'Error fetching data',
  recentApplicationsLoadFailed: 'Failed to load recent applications',
  noGrants: 'No grants available. Create one to get started.',
  noApplications: 'No applications submitted yet.',
  comingSoon: 'Coming soon!',
} as const;

/** Spec §9: the dashboard shows the first 3 grants and the first 5 applications. */
export const dashboardLimits = { grants: 3, applications: 5 } as const;
