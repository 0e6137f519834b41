import { Injectable } from '@nestjs/common';
import type { ReviewDecisionEvent } from '@portal/contract';
import { AppliedDecisionsRepository } from './applied-decisions.repository.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';

/**
 * Decisions the reviews service took from a ranked list, delivered at least once through its
 * outbox: each changes its application's status as a reviewer's change does (history entry,
 * notice), once per event id. A withdrawn or deleted application is left as it is.
 */
@Injectable()
export class ReviewDecisions {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly applicationsService: ApplicationsService,
    private readonly applied: AppliedDecisionsRepository,
  ) {}

  /** Answers how many decisions changed a status now. */
  async apply(events: readonly ReviewDecisionEvent[]): Promise<number> {
    let changed = 0;
    await this.applications.inTransaction(async (manager) => {
      for (const event of events) {
        if (!(await this.applied.claim(event.eventId, manager))) continue;
        const application = await this.applications.lockById(event.applicationId, manager);
        if (!application || application.status === 'withdrawn') continue;
        const didChange = await this.applicationsService.changeStatus(
          application,
          {
            status: event.status,
            actorId: event.actorId,
            actorName: event.actorName,
            message: null,
            internalNote: null,
            eventId: event.eventId,
          },
          manager,
        );
        if (didChange) changed += 1;
      }
    });
    this.applicationsService.wakeNotices();
    return changed;
  }
}
