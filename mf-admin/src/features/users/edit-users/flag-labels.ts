import type { AccessFlag } from '@portal/contract/users';

/** How the three access flags are named on the admin's forms. */
export const flagLabels: Readonly<Record<AccessFlag, string>> = {
  education: 'Education',
  harvesting: 'Harvesting',
  communityOutreach: 'Community Outreach',
};
