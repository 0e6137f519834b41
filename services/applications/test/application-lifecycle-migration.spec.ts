import { randomUUID } from 'node:crypto';
import { dataSourceOptions, runMigrations } from '@portal/nest-kit';
import { FakeIdentity, startTestService, type TestService } from '@portal/nest-kit/testing';
import { applicationAnswers, dropSchema, queryDatabase } from '@portal/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { ApplicationCipher } from '../src/applications/application.cipher.js';
import { CreateApplications1766000000000 } from '../src/migrations/1766000000000-create-applications.js';
import { encryptApplicantDataMigration } from '../src/migrations/1766100000000-encrypt-applicant-data.js';
import { CreateFilesOutbox1766200000000 } from '../src/migrations/1766200000000-create-files-outbox.js';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { applicationsTestEnvironment } from './applications-environment.js';
import { FakeGrants } from './fake-grants.js';

/**
 * Migration ApplicationLifecycle1766300000000 on a schema holding applications from before it:
 * each gets its reference in submission order (the year in Toronto), new ones go on after them,
 * the first history entry of each becomes its submission, an application already waiting for
 * more information gets an open request naming nothing; `down` takes it all back.
 */
describe('migration ApplicationLifecycle1766300000000', () => {
  const environment = applicationsTestEnvironment();
  let identity: FakeIdentity;
  let grants: FakeGrants;
  let service: TestService | undefined;
  const config = loadApplicationsConfig(environment);
  const database = applicationsDatabase(config);
  const schema = config.DATABASE_SCHEMA;
  const cipher = new ApplicationCipher(config.DATA_ENCRYPTION_KEY);
  const before = [
    CreateApplications1766000000000,
    encryptApplicantDataMigration(cipher),
    CreateFilesOutbox1766200000000,
  ];
  const [older, newer, waiting] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    identity = await FakeIdentity.start(
      environment.JWT_SECRET as string,
      environment.SERVICE_SECRET as string,
    );
    grants = await FakeGrants.start(environment.SERVICE_SECRET as string);
    await runMigrations({ ...database, migrations: before });
    const insert = async (id: string, submitted: string, status: string) => {
      const applicant = cipher.encryptApplicant(id, {
        name: 'Old Timer',
        email: 'old@example.org',
      });
      await queryDatabase(
        `INSERT INTO "${schema}".applications (id, grant_id, grant_title, grant_type, user_id,
           applicant_name_encrypted, applicant_email_encrypted, applicant_email_hash,
           date_submitted, status, status_changed_at, answers_encrypted, sections)
         VALUES ($1, $2, 'Old Fund', 'scholarship', $3, $4, $5, $6, $7, $8, $7, $9, '[]')`,
        [
          id,
          randomUUID(),
          randomUUID(),
          applicant.applicantNameEncrypted,
          applicant.applicantEmailEncrypted,
          cipher.formerEmailHash('old@example.org'),
          submitted,
          status,
          cipher.encryptAnswers(id, applicationAnswers() as Record<string, string | string[]>),
        ],
      );
      await queryDatabase(
        `INSERT INTO "${schema}".application_status_history
           (application_id, status, actor_id, actor_name_encrypted, at)
         VALUES ($1, 'submitted', NULL, $2, $3)`,
        [
          id,
          cipher.encryptActorName({ applicationId: id, actorId: null, actorName: 'Old Timer' }),
          submitted,
        ],
      );
    };
    // Submitted 31 December 2025 at 23:30 in Toronto: 2026 in UTC, 2025 at the office.
    await insert(older, '2026-01-01T04:30:00Z', 'submitted');
    await insert(newer, '2026-03-02T15:00:00Z', 'reviewed');
    await insert(waiting, '2026-02-01T15:00:00Z', 'needsMoreInfo');
    await queryDatabase(
      `INSERT INTO "${schema}".application_status_history
         (application_id, status, actor_id, actor_name_encrypted, at)
       VALUES ($1, 'reviewed', NULL, $2, now())`,
      [newer, cipher.encryptActorName({ applicationId: newer, actorId: null, actorName: 'Rita' })],
    );
  });

  afterAll(async () => {
    await service?.close();
    await identity.stop();
    await grants.stop();
    await dropSchema(schema);
  });

  const rows = () =>
    queryDatabase<{ id: string; reference: string; requested_keys: string[] | null }>(
      `SELECT id, reference, requested_keys FROM "${schema}".applications ORDER BY date_submitted`,
    );

  it('gives the applications already there their references in submission order, and the history its kinds', async () => {
    expect(await runMigrations(database)).toEqual([
      'ApplicationLifecycle1766300000000',
      'ApplicationsBelongToAccounts1768100000000',
      'DecisionsWithWords1769200000000',
      'ApplicationsTableSearch1769500000000',
      'AppliedDecisions1769800000000',
    ]);
    expect(await rows()).toEqual([
      { id: older, reference: 'EDU-2025-000001', requested_keys: null },
      { id: waiting, reference: 'EDU-2026-000002', requested_keys: [] },
      { id: newer, reference: 'EDU-2026-000003', requested_keys: null },
    ]);
    const kinds = await queryDatabase<{ application_id: string; kind: string }>(
      `SELECT application_id, kind FROM "${schema}".application_status_history ORDER BY id`,
    );
    expect(kinds.map((row) => row.kind)).toEqual([
      'submitted',
      'submitted',
      'submitted',
      'statusChanged',
    ]);
  });

  it('goes on after them, and the service reads the old ones with their conversation fields', async () => {
    service = await startTestService(
      AppModule.register(
        loadApplicationsConfig({
          ...environment,
          IDENTITY_URL: identity.url,
          GRANTS_URL: grants.url,
        }),
      ),
    );
    const member = identity.signIn();
    const grantId = randomUUID();
    grants.put(grantId);
    const submitted = await fetch(`${service.url}/api/grant-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ grantId, answers: applicationAnswers() }),
    });
    expect(((await submitted.json()) as { reference: string }).reference).toMatch(
      /^EDU-\d{4}-000004$/,
    );
    const admin = identity.signIn({ userType: 'admin' });
    const old = await fetch(`${service.url}/api/grant-applications/${waiting}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await old.json()).toMatchObject({
      reference: 'EDU-2026-000002',
      status: 'needsMoreInfo',
      openRequest: { message: null, questionKeys: [] },
      statusHistory: [{ kind: 'submitted', byName: 'Old Timer', message: null }],
    });
    await service.close();
    service = undefined;
  });

  it('is undone by down', async () => {
    const dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 1 }));
    await dataSource.initialize();
    try {
      // The ones after it first (the table's search, decisions with words, applications by account), then this one.
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
      await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    const columns = await queryDatabase<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = $1 AND table_name = 'applications'`,
      [schema],
    );
    expect(columns.map((column) => column.column_name)).not.toContain('reference');
    const tables = await queryDatabase<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1`,
      [schema],
    );
    expect(tables.map((table) => table.table_name)).not.toEqual(
      expect.arrayContaining(['application_drafts']),
    );
    // And done again, on the same rows (the one submitted above among them).
    expect(await runMigrations(database)).toEqual([
      'ApplicationLifecycle1766300000000',
      'ApplicationsBelongToAccounts1768100000000',
      'DecisionsWithWords1769200000000',
      'ApplicationsTableSearch1769500000000',
      'AppliedDecisions1769800000000',
    ]);
    expect((await rows()).map((row) => row.reference)).toEqual([
      'EDU-2025-000001',
      'EDU-2026-000002',
      'EDU-2026-000003',
      expect.stringMatching(/^EDU-\d{4}-000004$/),
    ]);
  });
});
