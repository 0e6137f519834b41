import type { GrantHistoryCipher } from '../grants/grant-history.cipher.js';
import { CreateGrants1765000000000 } from './1765000000000-create-grants.js';
import { encryptGrantHistoryNamesMigration } from './1767000000000-encrypt-grant-history-names.js';
import { OneApplicationPerMember1769100000000 } from './1769100000000-one-application-per-member.js';
import { ArchiveAndSecondApproval1769270000000 } from './1769270000000-archive-and-second-approval.js';

/**
 * The grants service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off), and a test compares the
 * schema they build with the entities (test/schema-drift.spec.ts). The ones that (de)crypt rows
 * are made with the service's cipher, hence a function of it.
 */
export function grantsMigrations(cipher: GrantHistoryCipher) {
  return [
    CreateGrants1765000000000,
    encryptGrantHistoryNamesMigration(cipher),
    OneApplicationPerMember1769100000000,
    ArchiveAndSecondApproval1769270000000,
  ];
}
