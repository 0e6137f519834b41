import { Injectable } from '@nestjs/common';
import type { ApplicationEvent } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { FilesOutboxEventEntity } from './files-outbox-event.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

/**
 * Where an application's addition or removal is written for the grants service (and a deletion
 * for the files service too), in the same transaction as the change itself: the event exists
 * exactly when the change does, and the relay (outbox.relay.ts) delivers it afterwards, however
 * long grants is away.
 */
@Injectable()
export class ApplicationEventsOutbox {
  /** Applications added and deleted: the grant counts them, and a deleted one's files are orphans. */
  async add(events: ApplicationEvent[], manager: EntityManager): Promise<void> {
    await this.toGrants(events, manager);
    // The files service hears of deletions only: its orphaned files are those of deleted applications.
    await this.toFiles(
      events
        .filter((event) => event.kind === 'removed')
        .map((event) => ({ applicationId: event.applicationId, at: event.at })),
      manager,
    );
  }

  /**
   * A withdrawn application leaves its grant's `applicationCount`: "removed" for the
   * grants service (which applies it once by application id, and a later deletion's "removed"
   * changes nothing more). It is kept, and so are its files: nothing for the files service.
   */
  async withdrawn(
    application: { applicationId: string; grantId: string },
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    await this.toGrants([{ ...application, kind: 'removed', at: at.toISOString() }], manager);
  }

  /** A discarded draft was never counted; the files uploaded to it become orphans. */
  async draftDiscarded(draftId: string, at: Date, manager: EntityManager): Promise<void> {
    await this.toFiles([{ applicationId: draftId, at: at.toISOString() }], manager);
  }

  private async toGrants(events: ApplicationEvent[], manager: EntityManager): Promise<void> {
    if (events.length === 0) return;
    await manager.getRepository(OutboxEventEntity).insert(
      events.map((event) => ({
        applicationId: event.applicationId,
        grantId: event.grantId,
        kind: event.kind,
        occurredAt: new Date(event.at),
      })),
    );
  }

  private async toFiles(
    removals: Array<{ applicationId: string; at: string }>,
    manager: EntityManager,
  ): Promise<void> {
    if (removals.length === 0) return;
    await manager.getRepository(FilesOutboxEventEntity).insert(
      removals.map((removal) => ({
        applicationId: removal.applicationId,
        occurredAt: new Date(removal.at),
      })),
    );
  }
}
