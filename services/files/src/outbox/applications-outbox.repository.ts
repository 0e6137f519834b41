import { Injectable } from '@nestjs/common';
import { fileRemovalEventSchema } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { ApplicationsOutboxEventEntity } from './applications-outbox-event.entity.js';

/** A file removed from a submitted application, as the applicant is told of it. */
export interface FileRemoval {
  /** The removal's entry in the file history: the event keeps its id. */
  historyId: string;
  applicationId: string;
  questionKey: string;
  at: Date;
}

/**
 * Where the files service writes what the applications service must hear, in the same
 * transaction as the removal it tells of: the member is told exactly when a file was removed,
 * never of a removal rolled back (services/README.md, "Events to another service").
 */
@Injectable()
export class ApplicationsOutbox {
  async fileRemoved(removal: FileRemoval, manager: EntityManager): Promise<void> {
    // Checked against the contract here, so a wrong event fails its removal, not the relay later.
    const event = fileRemovalEventSchema.parse({
      eventId: removal.historyId,
      applicationId: removal.applicationId,
      questionKey: removal.questionKey,
      at: removal.at.toISOString(),
    });
    await manager
      .getRepository(ApplicationsOutboxEventEntity)
      .insert({ eventId: event.eventId, event });
  }
}
