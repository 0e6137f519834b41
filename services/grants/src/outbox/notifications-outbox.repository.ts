import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { notificationEventSchema } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { NotificationsOutboxEventEntity } from './notifications-outbox-event.entity.js';

/** A grant waiting for a second approver, as the notices tell of it. */
export interface GrantAwaitingApproval {
  grantId: string;
  grantTitle: string;
  /** Who submitted it: every other reviewer is told. */
  submittedBy: string;
  at: Date;
}

/**
 * Where the grants service writes what the notifications service must tell people, in the same
 * transaction as the change it tells of: a notice goes out exactly when the grant was submitted,
 * never for a change rolled back. Each event gets its `eventId` here, the key notifications
 * applies it once by.
 */
@Injectable()
export class NotificationsOutbox {
  async grantAwaitingApproval(grant: GrantAwaitingApproval, manager: EntityManager): Promise<void> {
    // Checked against the contract here, so a wrong event fails its change, not the relay later.
    const event = notificationEventSchema.parse({
      eventId: randomUUID(),
      kind: 'grantAwaitingApproval',
      at: grant.at.toISOString(),
      applicationId: null,
      applicantId: null,
      reference: null,
      grantId: grant.grantId,
      grantTitle: grant.grantTitle,
      reviewerIds: [],
      exceptIds: [grant.submittedBy],
    });
    await manager
      .getRepository(NotificationsOutboxEventEntity)
      .insert({ eventId: event.eventId, kind: event.kind, event });
  }
}
