import { Inject, Injectable } from '@nestjs/common';
import { grantInternalEndpoints } from '@portal/contract';
import { DomainException, InternalCallRefused, type InternalClient } from '@portal/nest-kit';
import { GRANTS_SERVICE } from './other-services.js';

export interface GrantLead {
  grantId: string;
  title: string;
  /** The account that created the grant: its lead. */
  leadId: string | null;
}

/** Who leads a grant's review, from the grants service. */
@Injectable()
export class GrantsClient {
  constructor(@Inject(GRANTS_SERVICE) private readonly grants: InternalClient) {}

  async lead(grantId: string): Promise<GrantLead> {
    try {
      return await this.grants.call(grantInternalEndpoints.lead, { params: { id: grantId } });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 404)
        throw new DomainException('grant.not_found', 'Grant not found');
      throw error;
    }
  }
}
