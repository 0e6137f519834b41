import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { grantInternalEndpoints, type ApplicationEvent } from '@portal/contract';
import type { InternalClient } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { GRANTS_SERVICE } from '../applications/grants-service.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { outboxRelaySettings, RelayLoop } from './relay-loop.js';

export { outboxRelaySettings } from './relay-loop.js';

/**
 * Delivers the outbox to the grants service, at least once each: one relay per replica takes a
 * batch of rows with `FOR UPDATE SKIP LOCKED` (replicas never post the same rows at the same
 * time), posts them to grants' `application-events`, and deletes them in the same transaction
 * only once grants has answered. A failure leaves every row where it was; grants applies each
 * event once by application id, so a batch posted again changes nothing.
 *
 * Woken at once by this replica's own writes (`wake`), and every `pollIntervalMs` otherwise
 * (another replica's rows, rows left by a crash); the pacing and backoff are the RelayLoop's.
 */
@Injectable()
export class OutboxRelay extends RelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GRANTS_SERVICE) private readonly grants: InternalClient,
  ) {
    super('grants');
  }

  protected deliverBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(OutboxEventEntity)
        .createQueryBuilder('event')
        .orderBy('event.id', 'ASC')
        .limit(outboxRelaySettings.batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (rows.length === 0) return 0;
      await this.grants.call(grantInternalEndpoints.applicationEvents, {
        body: { events: rows.map(toEvent) },
      });
      await manager.getRepository(OutboxEventEntity).delete(rows.map((row) => row.id));
      return rows.length;
    });
  }
}

function toEvent(row: OutboxEventEntity): ApplicationEvent {
  return {
    applicationId: row.applicationId,
    grantId: row.grantId,
    kind: row.kind,
    at: row.occurredAt.toISOString(),
  };
}
