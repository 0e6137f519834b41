import { Injectable, Logger } from '@nestjs/common';
import type { EmailDelivery, EmailDeliveryListQuery, EmailDeliveryPage } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { IdentityDirectory } from '../notifications/identity-directory.client.js';
import { deliveryToApi } from '../notifications/notice-to-api.js';
import { NoticesRepository } from '../notifications/notices.repository.js';
import { EmailSender } from './email-sender.worker.js';

/** The admins' view of every notice's email: sent, pending, failed, and a retry for a failed one. */
@Injectable()
export class EmailDeliveries {
  private readonly logger = new Logger('EmailDeliveries');

  constructor(
    private readonly notices: NoticesRepository,
    private readonly identity: IdentityDirectory,
    private readonly sender: EmailSender,
  ) {}

  async list(query: EmailDeliveryListQuery): Promise<EmailDeliveryPage> {
    const [rows, counts] = await Promise.all([
      this.notices.deliveries(query.state, query.limit + 1, query.before),
      this.notices.deliveryCounts(),
    ]);
    const page = rows.slice(0, query.limit);
    const names = await this.namesOf(page.map((row) => row.recipientId));
    return {
      items: page.map((row) => deliveryToApi(row, names.get(row.recipientId) ?? null)),
      nextCursor: rows.length > query.limit ? page[page.length - 1].seq : null,
      counts: { pending: counts.pending, sent: counts.sent, failed: counts.failed },
    };
  }

  async retry(noticeId: string): Promise<EmailDelivery> {
    if (!(await this.notices.retryFailed(noticeId))) {
      const current = await this.notices.delivery(noticeId);
      if (!current) throw new DomainException('notification.not_found', 'Notification not found');
      throw new DomainException(
        'notification.not_failed',
        current.state === 'pending'
          ? 'This email is already waiting to be sent.'
          : 'Only an email that failed can be sent again.',
      );
    }
    this.sender.wake();
    const retried = (await this.notices.delivery(noticeId))!;
    const names = await this.namesOf([retried.recipientId]);
    return deliveryToApi(retried, names.get(retried.recipientId) ?? null);
  }

  /** Recipients' names as identity has them now; the list still answers (without names) when it is away. */
  private async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    try {
      const contacts = await this.identity.contacts(ids);
      return new Map([...contacts.values()].map((contact) => [contact.id, contact.name]));
    } catch (error) {
      this.logger.warn(`recipients' names are left out: ${(error as Error).message}`);
      return new Map();
    }
  }
}
