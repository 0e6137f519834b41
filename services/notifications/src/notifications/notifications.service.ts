import { Injectable } from '@nestjs/common';
import {
  emailOffByDefaultKinds,
  notificationEventKinds,
  type EmailPreferences,
  type EmailPreferencesUpdate,
  type NotificationPage,
  type PageQuery,
} from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { noticeToApi } from './notice-to-api.js';
import { NoticesRepository } from './notices.repository.js';

/** A member's own notices and email choices: nobody reads or marks another's (it answers 404). */
@Injectable()
export class NotificationsService {
  constructor(private readonly notices: NoticesRepository) {}

  async list(recipientId: string, query: PageQuery): Promise<NotificationPage> {
    const rows = await this.notices.ownNotices(recipientId, query.limit + 1, query.before);
    const page = rows.slice(0, query.limit);
    return {
      items: page.map(noticeToApi),
      nextCursor: rows.length > query.limit ? page[page.length - 1].seq : null,
    };
  }

  unreadCount(recipientId: string): Promise<number> {
    return this.notices.unreadCount(recipientId);
  }

  async markRead(id: string, recipientId: string): Promise<number> {
    if (!(await this.notices.markRead(id, recipientId)))
      throw new DomainException('notification.not_found', 'Notification not found');
    return this.notices.unreadCount(recipientId);
  }

  /**
   * The recipient opened an application: its notices are read, however it was opened (the
   * inbox, an email's link, the list). Answers the unread count after.
   */
  async markReadForApplication(recipientId: string, applicationId: string): Promise<number> {
    await this.notices.markReadForApplication(recipientId, applicationId);
    return this.notices.unreadCount(recipientId);
  }

  async markAllRead(recipientId: string): Promise<number> {
    await this.notices.markAllRead(recipientId);
    return 0;
  }

  async preferences(recipientId: string): Promise<EmailPreferences> {
    const chosen = await this.notices.preferences(recipientId);
    return {
      email: Object.fromEntries(
        notificationEventKinds.map((kind) => [
          kind,
          chosen.get(kind) ?? !emailOffByDefaultKinds.includes(kind),
        ]),
      ) as EmailPreferences['email'],
    };
  }

  async savePreferences(
    recipientId: string,
    wanted: EmailPreferencesUpdate,
  ): Promise<EmailPreferences> {
    await this.notices.savePreferences(recipientId, wanted.email);
    return this.preferences(recipientId);
  }
}
