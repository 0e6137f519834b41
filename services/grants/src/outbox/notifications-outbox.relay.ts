import { Inject, Injectable, type Provider } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { notificationInternalEndpoints } from '@portal/contract';
import { InternalClient, OutboxRelayLoop } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { NotificationsOutboxEventEntity } from './notifications-outbox-event.entity.js';

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
 * Delivers `notifications_outbox` at least once to the notifications service's `events` (which
 * applies each once by `eventId`), on nest-kit's shared relay loop. Without NOTIFICATIONS_URL the
 * relay does not run and the events wait in the outbox for a start that has it.
 */
@Injectable()
export class NotificationsOutboxRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_SERVICE) private readonly notifications: InternalClient | null,
  ) {
    super({
      destination: 'notifications',
      what: 'grant notices',
      unsetSetting: notifications ? undefined : 'NOTIFICATIONS_URL',
    });
  }

  protected deliverBatch(): Promise<number> {
    const notifications = this.notifications;
    if (!notifications) return Promise.resolve(0); // not started without it (unsetSetting)
    return this.deliverOldest(this.dataSource, NotificationsOutboxEventEntity, (rows) =>
      notifications.call(notificationInternalEndpoints.events, {
        body: { events: rows.map((row) => row.event) },
      }),
    );
  }
}
