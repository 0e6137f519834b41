import type { ServiceDatabaseOptions } from '@portal/nest-kit';
import type { ApplicationsConfig } from './config.js';
import { applicationsMigrations } from './migrations/index.js';

export function applicationsDatabase(config: ApplicationsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [],
    migrations: applicationsMigrations,
  };
}
