import type { ApplicationCipher } from '../applications/application.cipher.js';
import { CreateApplications1766000000000 } from './1766000000000-create-applications.js';
import { encryptApplicantDataMigration } from './1766100000000-encrypt-applicant-data.js';
import { CreateFilesOutbox1766200000000 } from './1766200000000-create-files-outbox.js';
import { ApplicationLifecycle1766300000000 } from './1766300000000-application-lifecycle.js';
import { applicationsBelongToAccountsMigration } from './1768100000000-applications-belong-to-accounts.js';
import { DecisionsWithWords1769200000000 } from './1769200000000-decisions-with-words.js';
import { applicationsTableSearchMigration } from './1769500000000-applications-table-search.js';
import { AppliedDecisions1769800000000 } from './1769800000000-applied-decisions.js';

/**
 * The applications service's migrations, oldest first. Each is a timestamped class with `up` and
 * `down`; the schema changes only through them (`synchronize` is off), and a test compares the
 * schema they build with the entities (test/schema-drift.spec.ts). The ones that (de)crypt rows
 * are made with the service's cipher, hence a function of it.
 */
export function applicationsMigrations(cipher: ApplicationCipher) {
  return [
    CreateApplications1766000000000,
    encryptApplicantDataMigration(cipher),
    CreateFilesOutbox1766200000000,
    ApplicationLifecycle1766300000000,
    applicationsBelongToAccountsMigration(cipher),
    DecisionsWithWords1769200000000,
    applicationsTableSearchMigration(cipher),
    AppliedDecisions1769800000000,
  ];
}
