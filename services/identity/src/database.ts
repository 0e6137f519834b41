import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import { AccountEntity } from './accounts/account.entity.js';
import type { IdentityConfig } from './config.js';
import { identityMigrations } from './migrations/index.js';
import { SignedOutSessionEntity } from './sessions/signed-out-session.entity.js';
import { ThrottledAttemptEntity } from './throttle/throttled-attempt.entity.js';

export function identityDatabase(config: IdentityConfig): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    entities: [
      AccountEntity,
      ThrottledAttemptEntity,
      SignedOutSessionEntity,
      EncryptionKeyCheckEntity,
    ],
    migrations: identityMigrations,
  };
}
