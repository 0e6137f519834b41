import { Injectable } from '@nestjs/common';
import type { AuthenticatedCaller } from '@portal/nest-kit';
import { DomainException } from '@portal/nest-kit';
import { GrantsClient, type GrantLead } from '../other-services/grants.client.js';

/**
 * Who leads a grant's review: an admin, or the staff member with the education flag who
 * created the grant. Only a lead turns blindness off and reopens a submitted review.
 */
@Injectable()
export class ReviewAccess {
  constructor(private readonly grants: GrantsClient) {}

  async isLead(caller: AuthenticatedCaller, grantId: string): Promise<boolean> {
    return leads(caller, await this.grants.lead(grantId));
  }

  /** The grant (404 when there is none), refused 403 unless the caller leads it. */
  async requireLead(caller: AuthenticatedCaller, grantId: string): Promise<GrantLead> {
    const grant = await this.grants.lead(grantId);
    if (!leads(caller, grant))
      throw new DomainException(
        'review.not_lead',
        'Only the grant’s lead (the staff member who created it) or an admin may do this.',
      );
    return grant;
  }
}

function leads({ principal }: AuthenticatedCaller, grant: GrantLead): boolean {
  if (principal.userType === 'admin') return true;
  return principal.userType === 'staff' && principal.education && grant.leadId === principal.id;
}
