import { randomUUID } from 'node:crypto';
import { dataSourceOptions, runMigrations, serviceCredentialHeaders } from '@portal/nest-kit';
import { startTestService, type TestService } from '@portal/nest-kit/testing';
import { applicationAnswers, dropSchema, queryDatabase } from '@portal/testing';
import { DataSource } from 'typeorm';
import { ApplicationCipher } from '../src/applications/application.cipher.js';
import { AppModule } from '../src/app.module.js';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { CreateApplications1766000000000 } from '../src/migrations/1766000000000-create-applications.js';
import { applicationsTestEnvironment } from './applications-environment.js';

/**
 * The migration that encrypts the applicant's data, on a schema that already holds applications
 * in clear (as one made before it would): they are encrypted in place and read as before, and
 * `down` gives them back in clear.
 */
describe('migration EncryptApplicantData1766100000000', () => {
  const config = loadApplicationsConfig(applicationsTestEnvironment());
  const database = applicationsDatabase(config);
  const schema = config.DATABASE_SCHEMA;
  const cipher = new ApplicationCipher(config.DATA_ENCRYPTION_KEY);
  const applicationId = randomUUID();
  const applicantId = randomUUID();
  const reviewerId = randomUUID();
  const answers = applicationAnswers({ '0-0': 'Written before the encryption' });
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(schema);
  });

  const row = async () =>
    (
      await queryDatabase<Record<string, any>>(
        `SELECT * FROM ${schema}.applications WHERE id = $1`,
        [applicationId],
      )
    )[0];
  const history = () =>
    queryDatabase<Record<string, any>>(
      `SELECT * FROM ${schema}.application_status_history WHERE application_id = $1 ORDER BY id`,
      [applicationId],
    );

  beforeAll(async () => {
    await runMigrations({ ...database, migrations: [CreateApplications1766000000000] });
    await queryDatabase(
      `INSERT INTO ${schema}.applications (id, grant_id, grant_title, grant_type, user_id,
         applicant_name, applicant_email, date_submitted, status_changed_at, answers, sections)
       VALUES ($1, $2, 'Trades Fund', 'scholarship', $3, 'Ann Clear', 'Ann.Clear@Example.org',
         now(), now(), $4, '[]')`,
      [applicationId, randomUUID(), applicantId, JSON.stringify(answers)],
    );
    // More rows than one batch of the migration.
    await queryDatabase(
      `INSERT INTO ${schema}.applications (id, grant_id, grant_title, grant_type, user_id,
         applicant_name, applicant_email, date_submitted, status_changed_at, answers, sections)
       SELECT gen_random_uuid(), gen_random_uuid(), 'Trades Fund', 'scholarship', gen_random_uuid(),
         'Bulk Applicant', 'bulk' || n || '@example.org', now(), now(), '{"0-0": "bulk answer"}', '[]'
         FROM generate_series(1, 600) AS n`,
    );
    await queryDatabase(
      `INSERT INTO ${schema}.application_status_history (application_id, status, actor_id, actor_name)
       VALUES ($1, 'submitted', $2, 'Ann Clear'), ($1, 'reviewed', $3, 'Rita Reviewer')`,
      [applicationId, applicantId, reviewerId],
    );
  });

  it('encrypts the rows already there and drops the clear columns', async () => {
    // This one, and those after it (so the service starts on the schema).
    expect(await runMigrations(database)).toEqual([
      'EncryptApplicantData1766100000000',
      'CreateFilesOutbox1766200000000',
      'ApplicationLifecycle1766300000000',
      'ApplicationsBelongToAccounts1768100000000',
      'DecisionsWithWords1769200000000',
      'ApplicationsTableSearch1769500000000',
      'AppliedDecisions1769800000000',
    ]);
    const stored = await row();
    const raw = JSON.stringify([stored, await history()]);
    for (const clear of ['Ann Clear', 'Ann.Clear@Example.org', 'Written before', 'Rita']) {
      expect(raw).not.toContain(clear);
    }
    expect(stored).not.toHaveProperty('applicant_name');
    expect(stored).not.toHaveProperty('applicant_email');
    expect(stored).not.toHaveProperty('answers');
    const all = await queryDatabase(`SELECT * FROM ${schema}.applications`);
    expect(all).toHaveLength(601);
    expect(JSON.stringify(all)).not.toMatch(/Bulk Applicant|@example\.org|bulk answer/);
  });

  it('leaves them readable by the service', async () => {
    const stored = await row();
    expect(
      cipher.decryptApplicant({
        id: applicationId,
        applicantNameEncrypted: stored?.applicant_name_encrypted,
        applicantEmailEncrypted: stored?.applicant_email_encrypted,
      }),
    ).toEqual({ name: 'Ann Clear', email: 'Ann.Clear@Example.org' });
    expect(cipher.decryptAnswers(applicationId, stored?.answers_encrypted)).toEqual(answers);
    expect(
      (await history()).map((entry) =>
        cipher.decryptActorName({
          applicationId,
          actorId: entry.actor_id,
          actorNameEncrypted: entry.actor_name_encrypted,
        }),
      ),
    ).toEqual(['Ann Clear', 'Rita Reviewer']);

    service = await startTestService(AppModule.register(config));
    const owner = await fetch(`${service.url}/internal/applications/${applicationId}/owner`, {
      headers: serviceCredentialHeaders(config.SERVICE_SECRET),
    });
    expect(await owner.json()).toMatchObject({
      applicationId,
      exists: true,
      userId: applicantId,
      applicantName: 'Ann Clear',
    });
    await service.close();
    service = undefined;
  });

  it('gives them back in clear when undone', async () => {
    const dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 1 }));
    await dataSource.initialize();
    try {
      // Those that came after it first (the table's search, decisions with words, applications by account, the
      // lifecycle, the files outbox), then this one.
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    expect(await row()).toMatchObject({
      applicant_name: 'Ann Clear',
      applicant_email: 'Ann.Clear@Example.org',
      answers,
    });
    expect((await history()).map((entry) => entry.actor_name)).toEqual([
      'Ann Clear',
      'Rita Reviewer',
    ]);
    const tables = await queryDatabase(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1`,
      [schema],
    );
    expect(tables.map((table) => table.table_name)).not.toContain('encryption_key_check');
  });
});
