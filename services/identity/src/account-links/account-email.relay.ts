import { Inject, Injectable, type Provider } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { notificationInternalEndpoints } from '@portal/contract';
import { InternalClient, OutboxRelayLoop } from '@portal/nest-kit';
import { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { AccountEmailOutboxEntity } from './account-email-outbox.entity.js';
import { AccountLinksRepository } from './account-links.repository.js';

/** The notifications service's `/internal` endpoints; null when NOTIFICATIONS_URL is not set. */
export const NOTIFICATIONS_SERVICE = Symbol('NOTIFICATIONS_SERVICE');

/** Sending takes the mail server's time: longer than the usual internal call. */
const sendTimeoutMs = 30_000;

export const notificationsServiceProvider: Provider = {
  provide: NOTIFICATIONS_SERVICE,
  inject: [IDENTITY_CONFIG],
  useFactory: (config: IdentityConfig) =>
    config.NOTIFICATIONS_URL
      ? new InternalClient(config.NOTIFICATIONS_URL, config.SERVICE_SECRET, sendTimeoutMs)
      : null,
};

/**
 * Delivers the emails with a link (confirm your address) from `account_email_outbox` to the
 * notifications service, which sends each at once and once by its id: at least once, the
 * row deleted only when the service has answered that the batch is sent. An email whose link
 * was used or has expired in the meantime is dropped unsent. Without NOTIFICATIONS_URL the relay
 * does not run: the emails wait for a start that has it.
 */
@Injectable()
export class AccountEmailRelay extends OutboxRelayLoop {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_SERVICE) private readonly notifications: InternalClient | null,
    private readonly links: AccountLinksRepository,
  ) {
    // A small batch: the notifications service sends them before it answers.
    super({
      destination: 'notifications',
      what: 'emails with links',
      batchSize: 10,
      unsetSetting: notifications ? undefined : 'NOTIFICATIONS_URL',
    });
  }

  protected deliverBatch(): Promise<number> {
    const notifications = this.notifications;
    if (!notifications) return Promise.resolve(0); // not started without it (unsetSetting)
    return this.deliverOldest(this.dataSource, AccountEmailOutboxEntity, async (rows) => {
      const emails = await this.links.emailsOf(rows, new Date());
      if (emails.length === 0) return;
      await notifications.call(notificationInternalEndpoints.accountEmails, { body: { emails } });
    });
  }
}
