import { Injectable } from '@nestjs/common';
import type { ApplicationEvent } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { FilesOutboxEventEntity } from './files-outbox-event.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

/**
 * Where an application's addition or removal is written for the grants service (and a removal
 * for the files service too), in the same
 * transaction as the change itself: the event exists exactly when the change does, and the
 * relay (outbox-relay.ts) delivers it afterwards, however long grants is away.
 */
@Injectable()
export class ApplicationEventsOutbox {
  async add(events: ApplicationEvent[], manager: EntityManager): Promise<void> {
    await manager.getRepository(OutboxEventEntity).insert(
      events.map((event) => ({
        applicationId: event.applicationId,
        grantId: event.grantId,
        kind: event.kind,
        occurredAt: new Date(event.at),
      })),
    );
    // The files service hears of removals only: its orphaned files are those of removed applications.
    const removals = events.filter((event) => event.kind === 'removed');
    if (removals.length > 0)
      await manager.getRepository(FilesOutboxEventEntity).insert(
        removals.map((event) => ({
          applicationId: event.applicationId,
          occurredAt: new Date(event.at),
        })),
      );
  }
}
