import type { ApplicationSummary } from '@portal/contract/applications';
import type { GrantSummary } from '@portal/contract/grants';

/**
 * The member's application that keeps them from applying to `grant` again: when the grant takes
 * one application per member, their newest one that is not withdrawn (a withdrawn application
 * lets them apply again). Undefined when they may apply, or while their applications are unknown
 * (the portal refuses a second application anyway).
 */
export function standingApplication(
  grant: Pick<GrantSummary, '_id' | 'oneApplicationPerMember'>,
  applications: readonly ApplicationSummary[] | undefined,
): ApplicationSummary | undefined {
  if (!grant.oneApplicationPerMember || !applications) return undefined;
  // The list comes newest first.
  return applications.find(
    (application) => application.grantId === grant._id && application.status !== 'withdrawn',
  );
}
