import { randomUUID } from 'node:crypto';
import { dataSourceOptions, runMigrations } from '@portal/nest-kit';
import { applicationAnswers, dropSchema, queryDatabase } from '@portal/testing';
import { DataSource } from 'typeorm';
import { ApplicationCipher } from '../src/applications/application.cipher.js';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { applicationsMigrations } from '../src/migrations/index.js';
import { applicationsTestEnvironment } from './applications-environment.js';

/**
 * Migration ApplicationsBelongToAccounts1768100000000 on a schema holding an application from
 * before it: its account stays, the keyed hash of its email goes (with its index); `down` writes
 * the same hash back.
 */
describe('migration ApplicationsBelongToAccounts1768100000000', () => {
  const config = loadApplicationsConfig(applicationsTestEnvironment());
  const database = applicationsDatabase(config);
  const schema = config.DATABASE_SCHEMA;
  const cipher = new ApplicationCipher(config.DATA_ENCRYPTION_KEY);
  const id = randomUUID();
  const userId = randomUUID();
  const email = 'Old.Member@Example.org';

  const columns = async () =>
    (
      await queryDatabase<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = $1 AND table_name = 'applications'`,
        [schema],
      )
    ).map((column) => column.column_name);

  beforeAll(async () => {
    const all = applicationsMigrations(cipher);
    const thisOne = all.findIndex(
      (migration) => migration.name === 'ApplicationsBelongToAccounts1768100000000',
    );
    // The schema as it was before this migration.
    await runMigrations({ ...database, migrations: all.slice(0, thisOne) });
    const applicant = cipher.encryptApplicant(id, { name: 'Old Member', email });
    await queryDatabase(
      `INSERT INTO "${schema}".applications (id, grant_id, grant_title, grant_type, user_id,
         applicant_name_encrypted, applicant_email_encrypted, applicant_email_hash,
         date_submitted, status, status_changed_at, answers_encrypted, sections, reference)
       VALUES ($1, $2, 'Old Fund', 'scholarship', $3, $4, $5, $6, now(), 'submitted', now(), $7,
         '[]', 'EDU-2026-000001')`,
      [
        id,
        randomUUID(),
        userId,
        applicant.applicantNameEncrypted,
        applicant.applicantEmailEncrypted,
        cipher.formerEmailHash(email),
        cipher.encryptAnswers(id, applicationAnswers() as Record<string, string | string[]>),
      ],
    );
  });
  afterAll(() => dropSchema(schema));

  it('drops the hash of the email and keeps the account', async () => {
    expect(await runMigrations(database)).toEqual([
      'ApplicationsBelongToAccounts1768100000000',
      'DecisionsWithWords1769200000000',
      'ApplicationsTableSearch1769500000000',
      'AppliedDecisions1769800000000',
    ]);
    expect(await columns()).not.toContain('applicant_email_hash');
    const [row] = await queryDatabase<{ user_id: string }>(
      `SELECT user_id FROM "${schema}".applications WHERE id = $1`,
      [id],
    );
    expect(row?.user_id).toBe(userId);
  });

  it('is undone by down, with the same hash as before', async () => {
    const dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 1 }));
    await dataSource.initialize();
    try {
      // The ones after it (the table's search, decisions with words) first, then this one.
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    const [row] = await queryDatabase<{ applicant_email_hash: string }>(
      `SELECT applicant_email_hash FROM "${schema}".applications WHERE id = $1`,
      [id],
    );
    expect(row?.applicant_email_hash).toBe(cipher.formerEmailHash(email));
  });
});
