import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import type { FilesConfig } from './config.js';
import { FileHistoryEntity } from './files/file-history.entity.js';
import { RemovedApplicationEntity } from './files/removed-application.entity.js';
import { StoredFileEntity } from './files/stored-file.entity.js';
import { filesMigrations } from './migrations/index.js';
import { ApplicationsOutboxEventEntity } from './outbox/applications-outbox-event.entity.js';

export function filesDatabase(config: FilesConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [
      StoredFileEntity,
      RemovedApplicationEntity,
      FileHistoryEntity,
      ApplicationsOutboxEventEntity,
      EncryptionKeyCheckEntity,
    ],
    migrations: filesMigrations,
  };
}
