import type { ServiceDatabaseOptions } from '@portal/nest-kit';
import { ApplicationEntity } from './applications/application.entity.js';
import { ApplicationStatusHistoryEntity } from './applications/application-status-history.entity.js';
import { SubmissionKeyEntity } from './applications/submission-key.entity.js';
import type { ApplicationsConfig } from './config.js';
import { applicationsMigrations } from './migrations/index.js';
import { OutboxEventEntity } from './outbox/outbox-event.entity.js';

export function applicationsDatabase(config: ApplicationsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [
      ApplicationEntity,
      ApplicationStatusHistoryEntity,
      SubmissionKeyEntity,
      OutboxEventEntity,
    ],
    migrations: applicationsMigrations,
  };
}
