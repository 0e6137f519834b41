import { Inject, Injectable, type Provider } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fileInternalEndpoints, type FileApplicationEvent } from '@portal/contract';
import { InternalClient, OutboxRelayLoop } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { FilesOutboxEventEntity } from './files-outbox-event.entity.js';

/** The files service's `/internal` endpoints, called with the services' credential. */
export const FILES_SERVICE = Symbol('FILES_SERVICE');

export function filesServiceProvider(filesUrl: string, serviceSecret: string): Provider {
  return { provide: FILES_SERVICE, useValue: new InternalClient(filesUrl, serviceSecret, 5_000) };
}

/**
 * The outbox's second destination: removed applications, delivered at least once to the files
 * service's `application-events` (idempotent by application id there), exactly as
 * outbox.relay.ts delivers to grants, from a table of its own so neither destination waits
 * for the other.
 */
@Injectable()
export class FilesOutboxRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILES_SERVICE) private readonly files: InternalClient,
  ) {
    super({ destination: 'files', what: 'application events' });
  }

  protected deliverBatch(): Promise<number> {
    return this.deliverOldest(this.dataSource, FilesOutboxEventEntity, (rows) =>
      this.files.call(fileInternalEndpoints.applicationEvents, {
        body: { events: rows.map(toFileEvent) },
      }),
    );
  }
}

function toFileEvent(row: FilesOutboxEventEntity): FileApplicationEvent {
  return { applicationId: row.applicationId, kind: 'removed', at: row.occurredAt.toISOString() };
}
