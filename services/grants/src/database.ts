import type { ServiceDatabaseOptions } from '@portal/nest-kit';
import type { GrantsConfig } from './config.js';
import { grantsMigrations } from './migrations/index.js';

export function grantsDatabase(config: GrantsConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [],
    migrations: grantsMigrations,
  };
}
