import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import type { GrantsConfig } from './config.js';
import { GrantApplicationEntity } from './grants/grant-application.entity.js';
import { GrantEntity } from './grants/grant.entity.js';
import { GrantHistoryEntity } from './grants/grant-history.entity.js';
import { GrantHistoryCipher } from './grants/grant-history.cipher.js';
import { grantsMigrations } from './migrations/index.js';
import { NotificationsOutboxEventEntity } from './outbox/notifications-outbox-event.entity.js';

export function grantsDatabase(config: GrantsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [
      GrantEntity,
      GrantHistoryEntity,
      GrantApplicationEntity,
      NotificationsOutboxEventEntity,
      EncryptionKeyCheckEntity,
    ],
    migrations: grantsMigrations(new GrantHistoryCipher(config.DATA_ENCRYPTION_KEY)),
  };
}
