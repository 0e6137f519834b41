import { Inject, Injectable } from '@nestjs/common';
import { grantInternalEndpoints, type GrantSnapshot } from '@portal/contract';
import { DomainException, InternalCallRefused, type InternalClient } from '@portal/nest-kit';
import { GRANTS_SERVICE } from './grants-service.js';

/**
 * The grant an application answers, as the grants service has it now: its title, type and
 * questions are kept with the application (decisions §4).
 */
@Injectable()
export class GrantSnapshots {
  constructor(@Inject(GRANTS_SERVICE) private readonly grants: InternalClient) {}

  /**
   * The grant, when it takes applications (decisions §4: published only). A draft, a closed grant
   * and a grant that does not exist are all "not open" to the applicant: a member cannot see
   * drafts, so they are told nothing more about them.
   */
  async openForApplications(grantId: string): Promise<GrantSnapshot> {
    let snapshot: GrantSnapshot;
    try {
      snapshot = await this.grants.call(grantInternalEndpoints.snapshot, {
        params: { id: grantId },
      });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 404) throw notOpen();
      const failure = new DomainException(
        'service.unavailable',
        'The grant could not be read right now, so the application was not saved. Please try again in a moment.',
        { retryAfterSeconds: 5 },
      );
      failure.cause = error;
      throw failure;
    }
    if (snapshot.status !== 'published') throw notOpen();
    return snapshot;
  }
}

function notOpen(): DomainException {
  return new DomainException(
    'application.grant_not_open',
    'This grant is not open for applications. Only published grants take applications.',
  );
}
