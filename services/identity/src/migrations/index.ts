import { CreateAccounts1763800000000 } from './1763800000000-create-accounts.js';
import { ThrottleAttemptsAndSignedOutSessions1764900000000 } from './1764900000000-throttle-attempts-and-signed-out-sessions.js';
import { CreateEncryptionKeyCheck1767000000000 } from './1767000000000-create-encryption-key-check.js';
import { EmailConfirmationAndOfficeSettings1768000000000 } from './1768000000000-email-confirmation-and-office-settings.js';
import { PasswordLinksAndInvitedStaff1769000000000 } from './1769000000000-password-links-and-invited-staff.js';
import { GrantSecondApprovalSetting1769270000000 } from './1769270000000-grant-second-approval-setting.js';
import { OfficeGuidelines1769500000000 } from './1769500000000-office-guidelines.js';
import { CardNumberReveals1769600000000 } from './1769600000000-card-number-reveals.js';
import { LanguagePacks1769700000000 } from './1769700000000-language-packs.js';
import { AccountLanguage1769710000000 } from './1769710000000-account-language.js';

/**
 * The identity service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off).
 */
export const identityMigrations = [
  CreateAccounts1763800000000,
  ThrottleAttemptsAndSignedOutSessions1764900000000,
  CreateEncryptionKeyCheck1767000000000,
  EmailConfirmationAndOfficeSettings1768000000000,
  PasswordLinksAndInvitedStaff1769000000000,
  GrantSecondApprovalSetting1769270000000,
  OfficeGuidelines1769500000000,
  CardNumberReveals1769600000000,
  LanguagePacks1769700000000,
  AccountLanguage1769710000000,
];
