import { EncryptionKeyCheckEntity, type ServiceDatabaseOptions } from '@portal/nest-kit';
import { AccountEmailOutboxEntity } from './account-links/account-email-outbox.entity.js';
import { AccountLinkEntity } from './account-links/account-link.entity.js';
import { AccountEntity } from './accounts/account.entity.js';
import { CardNumberRevealEntity } from './card-numbers/card-number-reveal.entity.js';
import type { IdentityConfig } from './config.js';
import {
  LanguagePackDraftEntity,
  LanguagePackEntity,
  LanguagePackPublicationEntity,
} from './language-packs/language-pack.entities.js';
import { identityMigrations } from './migrations/index.js';
import { OfficeSettingsEntity } from './office-settings/office-settings.entity.js';
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
      AccountLinkEntity,
      AccountEmailOutboxEntity,
      OfficeSettingsEntity,
      CardNumberRevealEntity,
      LanguagePackEntity,
      LanguagePackDraftEntity,
      LanguagePackPublicationEntity,
    ],
    migrations: identityMigrations,
  };
}
