import { Inject, Injectable, type Provider } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { notificationInternalEndpoints } from '@portal/contract';
import { InternalClient, OutboxRelayLoop } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { ApplicationCipher } from '../applications/application.cipher.js';
import { NotificationsOutboxEventEntity } from './notifications-outbox-event.entity.js';

/**
 * Events posted in one call: an event with the longest message, question labels and title is
 * some 25 KB of JSON at worst, and a service takes 1 MiB of JSON in a call.
 */
const notificationsBatchSize = 20;

/** The notifications service's `/internal` endpoints; null when NOTIFICATIONS_URL is not set. */
export const NOTIFICATIONS_SERVICE = Symbol('NOTIFICATIONS_SERVICE');

export function notificationsServiceProvider(
  notificationsUrl: string | undefined,
  serviceSecret: string,
): Provider {
  return {
    provide: NOTIFICATIONS_SERVICE,
    useValue: notificationsUrl ? new InternalClient(notificationsUrl, serviceSecret, 5_000) : null,
  };
}

/**
 * The outbox's third destination: the events of `notifications_outbox`, delivered at least once
 * to the notifications service's `events` (which applies each once by `eventId`), on the same
 * loop as the grants and files relays, from a table of its own so that no destination waits for
 * another. Without NOTIFICATIONS_URL the relay does not run and the events wait in the outbox
 * for a start that has it: nothing is lost, nothing is sent.
 */
@Injectable()
export class NotificationsOutboxRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_SERVICE) private readonly notifications: InternalClient | null,
    private readonly cipher: ApplicationCipher,
  ) {
    super({
      destination: 'notifications',
      what: 'notices',
      batchSize: notificationsBatchSize,
      unsetSetting: notifications ? undefined : 'NOTIFICATIONS_URL',
    });
  }

  protected deliverBatch(): Promise<number> {
    const notifications = this.notifications;
    if (!notifications) return Promise.resolve(0); // not started without it (unsetSetting)
    return this.deliverOldest(this.dataSource, NotificationsOutboxEventEntity, (rows) =>
      notifications.call(notificationInternalEndpoints.events, {
        body: {
          // The message goes back into its event only for the call (over the services' network).
          events: rows.map((row) =>
            row.messageEncrypted === null
              ? row.event
              : {
                  ...row.event,
                  message: this.cipher.records.notificationEvent.decryptField(
                    'message',
                    { id: row.eventId },
                    row.messageEncrypted,
                  ),
                },
          ),
        },
      }),
    );
  }
}
