import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  applicationStatusLabels,
  type BatchDecisionAnswer,
  type BatchDecisionRequest,
} from '@portal/contract';
import { DomainException, type AuthenticatedCaller } from '@portal/nest-kit';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { PeopleClient } from '../other-services/people.client.js';
import { DecisionsOutboxRelay } from '../outbox/decisions-outbox.relay.js';
import { PanelsRepository } from '../reviews/panels.repository.js';
import { ReviewAccess } from '../reviews/review-access.service.js';
import type { DecisionEntity } from './decision.entity.js';
import { DecisionsRepository } from './decisions.repository.js';

/**
 * The lead sets a status for the selected applications in one step. The server checks what the
 * screen asked the person to confirm (the summary's counts), refuses the whole batch when an id
 * is not one of the grant's applications (nothing taken), keeps each decision once per batch,
 * and tells the applications service through an outbox: each application gets its own history
 * entry and notice there, exactly once, however often the batch or its delivery is repeated.
 */
@Injectable()
export class BatchDecisions {
  constructor(
    private readonly access: ReviewAccess,
    private readonly applications: ApplicationsClient,
    private readonly people: PeopleClient,
    private readonly panels: PanelsRepository,
    private readonly decisions: DecisionsRepository,
    private readonly relay: DecisionsOutboxRelay,
  ) {}

  async decide(
    grantId: string,
    request: BatchDecisionRequest,
    caller: AuthenticatedCaller,
  ): Promise<BatchDecisionAnswer> {
    await this.access.requireLead(caller, grantId);
    const ids = request.decisions.map((decision) => decision.applicationId);
    if (new Set(ids).size !== ids.length)
      throw new DomainException(
        'review.invalid',
        'Each application may be decided once in a batch.',
      );
    const counts = new Map<string, number>();
    for (const { status } of request.decisions) counts.set(status, (counts.get(status) ?? 0) + 1);
    const confirmed = Object.entries(request.summary).filter(([, count]) => count > 0);
    if (
      confirmed.length !== counts.size ||
      confirmed.some(([status, count]) => counts.get(status) !== count)
    )
      throw new DomainException(
        'review.invalid',
        `The decisions do not match the summary confirmed (${[...counts]
          .map(
            ([status, count]) =>
              `${applicationStatusLabels[status as keyof typeof applicationStatusLabels]} ${count}`,
          )
          .join(', ')}). Please review the selection and confirm again.`,
      );
    const ofGrant = new Set(
      (await this.applications.ofGrant(grantId))
        .filter((application) => application.status !== 'withdrawn')
        .map((application) => application.applicationId),
    );
    const strangers = ids.filter((id) => !ofGrant.has(id));
    if (strangers.length > 0)
      throw new DomainException(
        'review.invalid',
        `${strangers.length} of the selected applications are not open applications to this grant. Nothing was changed.`,
        {
          details: strangers.map((id) => ({
            field: id,
            message: 'Not an open application to this grant.',
          })),
        },
      );
    const actorName =
      (await this.people.names([caller.principal.id])).get(caller.principal.id) ?? '';
    const at = new Date();
    const rows: DecisionEntity[] = request.decisions.map((decision) => ({
      id: randomUUID(),
      batchId: request.batchId,
      grantId,
      applicationId: decision.applicationId,
      status: decision.status,
      actorId: caller.principal.id,
      at,
    }));
    const answer = await this.panels.inTransaction(async (manager) => {
      await this.decisions.lockBatch(request.batchId, manager);
      const taken = await this.decisions.take(
        rows,
        (row) => ({
          eventId: row.id,
          applicationId: row.applicationId,
          status: row.status,
          actorId: row.actorId,
          actorName,
          at: row.at.toISOString(),
        }),
        manager,
      );
      return {
        batchId: request.batchId,
        accepted: taken.length,
        total: await this.decisions.countOfBatch(request.batchId, manager),
      };
    });
    this.relay.wake();
    return answer;
  }
}
