import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import { AccountEmailSentEntity } from './account-emails/account-email-sent.entity.js';
import type { NotificationsConfig } from './config.js';
import { EmailDeliveryEntity } from './notifications/email-delivery.entity.js';
import { EmailPreferenceEntity } from './notifications/email-preference.entity.js';
import { NoticeEntity } from './notifications/notice.entity.js';
import { notificationsMigrations } from './migrations/index.js';

export function notificationsDatabase(config: NotificationsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [
      NoticeEntity,
      EmailDeliveryEntity,
      EmailPreferenceEntity,
      AccountEmailSentEntity,
      EncryptionKeyCheckEntity,
    ],
    migrations: notificationsMigrations,
  };
}
