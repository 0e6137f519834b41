import { FilesOutboxEventEntity } from './outbox/files-outbox-event.entity.js';
import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import { ApplicationCipher } from './applications/application.cipher.js';
import { ApplicationEntity } from './applications/application.entity.js';
import { ApplicationNameWordEntity } from './applications/application-name-word.entity.js';
import { ApplicationStatusHistoryEntity } from './applications/application-status-history.entity.js';
import { SubmissionKeyEntity } from './applications/submission-key.entity.js';
import type { ApplicationsConfig } from './config.js';
import { applicationsMigrations } from './migrations/index.js';
import { ApplicationDraftEntity } from './drafts/application-draft.entity.js';
import { DraftReminderEntity } from './drafts/draft-reminder.entity.js';
import { NotificationsOutboxEventEntity } from './outbox/notifications-outbox-event.entity.js';
import { OutboxEventEntity } from './outbox/outbox-event.entity.js';
import { AppliedDecisionEntity } from './applications/applied-decision.entity.js';

export function applicationsDatabase(config: ApplicationsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [
      ApplicationEntity,
      ApplicationStatusHistoryEntity,
      SubmissionKeyEntity,
      OutboxEventEntity,
      FilesOutboxEventEntity,
      EncryptionKeyCheckEntity,
      ApplicationDraftEntity,
      DraftReminderEntity,
      NotificationsOutboxEventEntity,
      ApplicationNameWordEntity,
      AppliedDecisionEntity,
    ],
    migrations: applicationsMigrations(new ApplicationCipher(config.DATA_ENCRYPTION_KEY)),
  };
}
