/** Spec §9: the dashboard shows the first 3 grants and the first 5 applications. */
export const dashboardLimits = { grants: 3, applications: 5 } as const;
