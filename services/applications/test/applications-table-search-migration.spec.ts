import { randomUUID } from 'node:crypto';
import { dataSourceOptions, runMigrations } from '@portal/nest-kit';
import { applicationAnswers, dropSchema, queryDatabase } from '@portal/testing';
import { DataSource } from 'typeorm';
import { nameWordHashes } from '../src/applications/applicant-name-words.js';
import { ApplicationCipher } from '../src/applications/application.cipher.js';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { applicationsMigrations } from '../src/migrations/index.js';
import { applicationsTestEnvironment } from './applications-environment.js';

/**
 * Migration ApplicationsTableSearch1769500000000 on a schema holding an application from before
 * it: the words of its applicant's name are hashed, so the reviewers' search finds it too.
 */
describe('migration ApplicationsTableSearch1769500000000', () => {
  const config = loadApplicationsConfig(applicationsTestEnvironment());
  const database = applicationsDatabase(config);
  const schema = config.DATABASE_SCHEMA;
  const cipher = new ApplicationCipher(config.DATA_ENCRYPTION_KEY);
  const id = randomUUID();

  const wordHashes = async () =>
    (
      await queryDatabase<{ word_hash: string }>(
        `SELECT word_hash FROM "${schema}".application_name_words WHERE application_id = $1
          ORDER BY word_hash`,
        [id],
      )
    ).map((row) => row.word_hash);

  beforeAll(async () => {
    const all = applicationsMigrations(cipher);
    const thisOne = all.findIndex(
      (migration) => migration.name === 'ApplicationsTableSearch1769500000000',
    );
    await runMigrations({ ...database, migrations: all.slice(0, thisOne) });
    const applicant = cipher.encryptApplicant(id, { name: 'Élise Old-Member', email: 'e@x.org' });
    await queryDatabase(
      `INSERT INTO "${schema}".applications (id, grant_id, grant_title, grant_type, user_id,
         applicant_name_encrypted, applicant_email_encrypted,
         date_submitted, status, status_changed_at, answers_encrypted, sections, reference)
       VALUES ($1, $2, 'Old Fund', 'scholarship', $3, $4, $5, now(), 'submitted', now(), $6,
         '[]', 'EDU-2026-000001')`,
      [
        id,
        randomUUID(),
        randomUUID(),
        applicant.applicantNameEncrypted,
        applicant.applicantEmailEncrypted,
        cipher.encryptAnswers(id, applicationAnswers() as Record<string, string | string[]>),
      ],
    );
  });
  afterAll(() => dropSchema(schema));

  it("hashes the words of the names already there, and only them: 'elise', 'old', 'member'", async () => {
    expect(await runMigrations(database)).toContain('ApplicationsTableSearch1769500000000');

    expect(await wordHashes()).toEqual(nameWordHashes(cipher.lookup, 'elise old member').sort());
    expect(JSON.stringify(await wordHashes())).not.toMatch(/elise|member/i);
  });

  it('is undone by down', async () => {
    const dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 1 }));
    await dataSource.initialize();
    try {
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    const tables = await queryDatabase<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1`,
      [schema],
    );
    expect(tables.map((table) => table.table_name)).not.toContain('application_name_words');
  });
});
