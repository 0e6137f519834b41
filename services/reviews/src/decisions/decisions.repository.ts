import { Injectable } from '@nestjs/common';
import type { ReviewDecisionEvent } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { DecisionsOutboxEventEntity } from '../outbox/decisions-outbox-event.entity.js';
import type { DecisionEntity } from './decision.entity.js';

/** The decisions ledger and its outbox, written in one transaction. */
@Injectable()
export class DecisionsRepository {
  /**
   * Keeps the decisions not yet taken in this batch and puts each in the outbox; answers those
   * taken now (a decision of the batch already kept stays as it was).
   */
  async take(
    decisions: DecisionEntity[],
    toEvent: (decision: DecisionEntity) => ReviewDecisionEvent,
    manager: EntityManager,
  ): Promise<DecisionEntity[]> {
    const taken: DecisionEntity[] = [];
    for (const decision of decisions) {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO decisions (id, batch_id, grant_id, application_id, status, actor_id, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (batch_id, application_id) DO NOTHING
         RETURNING id`,
        [
          decision.id,
          decision.batchId,
          decision.grantId,
          decision.applicationId,
          decision.status,
          decision.actorId,
          decision.at,
        ],
      );
      if (inserted.length === 0) continue;
      taken.push(decision);
      await manager.insert(DecisionsOutboxEventEntity, {
        id: decision.id,
        event: toEvent(decision),
      });
    }
    return taken;
  }

  /** How many decisions the batch holds. */
  async countOfBatch(batchId: string, manager: EntityManager): Promise<number> {
    const [row] = await manager.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM decisions WHERE batch_id = $1`,
      [batchId],
    );
    return row?.count ?? 0;
  }

  /** Locks the batch's id until the transaction ends: a batch sent twice at once takes turns. */
  async lockBatch(batchId: string, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [batchId]);
  }
}
