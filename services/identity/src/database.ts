import type { ServiceDatabaseOptions } from '@portal/nest-kit';
import type { IdentityConfig } from './config.js';
import { identityMigrations } from './migrations/index.js';

export function identityDatabase(config: IdentityConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [],
    migrations: identityMigrations,
  };
}
