import { normalizeGrantStatus } from '@portal/contract/grants';

/** Active Grants (spec §2): the published ones, whatever the case the status was stored in (spec §4). */
export function countActiveGrants(grants: ReadonlyArray<{ status: unknown }>): number {
  return grants.filter((grant) => normalizeGrantStatus(grant.status) === 'published').length;
}
