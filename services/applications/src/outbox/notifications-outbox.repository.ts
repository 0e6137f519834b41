import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { notificationEventSchema, type NotificationEvent } from '@portal/contract';
import type { EntityManager } from 'typeorm';
import { ApplicationCipher } from '../applications/application.cipher.js';
import { NotificationsOutboxEventEntity } from './notifications-outbox-event.entity.js';

/**
 * An event as the service writes it: its id is given here, unless it comes from another
 * service's event (a file removal), whose id it keeps so that a redelivery tells no one twice.
 */
export type NewNotificationEvent = Omit<NotificationEvent, 'eventId' | 'reviewerIds'> & {
  eventId?: string;
  reviewerIds?: string[];
};

/**
 * Where the events for the notifications service are written (received, statusChanged,
 * moreInfoRequested, resubmitted, withdrawn, draftReminder, fileRemoved), in the same transaction as the change
 * they tell of: a notice goes out exactly when the change happened, never for a change rolled
 * back. Each gets its `eventId` here, the key the notifications service applies it once by.
 */
@Injectable()
export class NotificationsOutbox {
  constructor(private readonly cipher: ApplicationCipher) {}

  async add(event: NewNotificationEvent, manager: EntityManager): Promise<void> {
    // Checked against the contract here, so a wrong event fails its change, not the relay later.
    const { message, ...checked } = notificationEventSchema.parse({
      ...event,
      eventId: event.eventId ?? randomUUID(),
    });
    // An event already waiting here under its id (delivered twice to this service) stays one.
    await manager
      .createQueryBuilder()
      .insert()
      .into(NotificationsOutboxEventEntity)
      .values({
        eventId: checked.eventId,
        kind: checked.kind,
        event: checked,
        messageEncrypted: message
          ? this.cipher.records.notificationEvent.encryptField(
              'message',
              { id: checked.eventId },
              message,
            )
          : null,
      })
      .orIgnore()
      .execute();
  }
}
