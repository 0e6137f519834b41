import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationInternalEndpoints } from '@portal/contract';
import { InternalClient, OutboxRelayLoop } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { APPLICATIONS_SERVICE } from '../files/applications-service.js';
import { ApplicationsOutboxEventEntity } from './applications-outbox-event.entity.js';

/**
 * Delivers `applications_outbox` at least once to the applications service's `file-removals`
 * (which tells each applicant once by `eventId`), on nest-kit's shared relay loop.
 */
@Injectable()
export class ApplicationsOutboxRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APPLICATIONS_SERVICE) private readonly applications: InternalClient,
  ) {
    super({ destination: 'applications', what: 'file removal notices' });
  }

  protected deliverBatch(): Promise<number> {
    return this.deliverOldest(this.dataSource, ApplicationsOutboxEventEntity, (rows) =>
      this.applications.call(applicationInternalEndpoints.fileRemovals, {
        body: { events: rows.map((row) => row.event) },
      }),
    );
  }
}
