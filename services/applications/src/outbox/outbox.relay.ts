import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { grantInternalEndpoints, type ApplicationEvent } from '@portal/contract';
import { OutboxRelayLoop, type InternalClient } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { GRANTS_SERVICE } from '../applications/grants-service.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

export { outboxRelaySettings } from '@portal/nest-kit';

/**
 * Delivers the outbox to the grants service's `application-events`, at least once each, one
 * relay per replica (how a batch is taken and removed: `OutboxRelayLoop.deliverOldest`).
 *
 * Woken at once by this replica's own writes (`wake`), and every `pollIntervalMs` otherwise
 * (another replica's rows, rows left by a crash); the pacing and backoff are the OutboxRelayLoop's.
 */
@Injectable()
export class OutboxRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GRANTS_SERVICE) private readonly grants: InternalClient,
  ) {
    super({ destination: 'grants', what: 'application events' });
  }

  protected deliverBatch(): Promise<number> {
    return this.deliverOldest(this.dataSource, OutboxEventEntity, (rows) =>
      this.grants.call(grantInternalEndpoints.applicationEvents, {
        body: { events: rows.map(toEvent) },
      }),
    );
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
