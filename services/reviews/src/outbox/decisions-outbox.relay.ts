import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationInternalEndpoints } from '@portal/contract';
import { type InternalClient, OutboxRelayLoop } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { APPLICATIONS_SERVICE } from '../other-services/other-services.js';
import { DecisionsOutboxEventEntity } from './decisions-outbox-event.entity.js';

/**
 * Delivers `decisions_outbox` at least once to the applications service's `decisions` (which
 * applies each once by its event id), on nest-kit's shared relay loop.
 */
@Injectable()
export class DecisionsOutboxRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APPLICATIONS_SERVICE) private readonly applications: InternalClient,
  ) {
    super({ destination: 'applications', what: 'decisions' });
  }

  protected deliverBatch(): Promise<number> {
    return this.deliverOldest(this.dataSource, DecisionsOutboxEventEntity, (rows) =>
      this.applications.call(applicationInternalEndpoints.decisions, {
        body: { events: rows.map((row) => row.event) },
      }),
    );
  }
}
