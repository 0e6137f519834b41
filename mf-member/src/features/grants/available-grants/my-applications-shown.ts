/** Spec §9: 'My Grant Applications' shows this many; See all leads to the rest. */
export const myApplicationsShown = 3;
