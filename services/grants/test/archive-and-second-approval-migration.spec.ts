import { randomUUID } from 'node:crypto';
import { runMigrations } from '@portal/nest-kit';
import { dropSchema, queryDatabase } from '@portal/testing';
import { loadGrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';
import { GrantHistoryCipher } from '../src/grants/grant-history.cipher.js';
import { ArchiveAndSecondApproval1769270000000 } from '../src/migrations/1769270000000-archive-and-second-approval.js';
import { grantsMigrations } from '../src/migrations/index.js';
import { grantsTestEnvironment } from './grants-environment.js';

/**
 * The migration that adds archiving and the second approval, on a schema that already holds
 * grants: none archived, and a grant waiting for approval now knows who submitted it (from its
 * history), so that person cannot publish it once the office turns the setting on.
 */
describe('migration ArchiveAndSecondApproval1769270000000', () => {
  const config = loadGrantsConfig(grantsTestEnvironment());
  const all = grantsMigrations(new GrantHistoryCipher(config.DATA_ENCRYPTION_KEY));
  const database = grantsDatabase(config);
  const schema = config.DATABASE_SCHEMA;
  const waiting = randomUUID();
  const published = randomUUID();
  const [first, second] = [randomUUID(), randomUUID()];

  afterAll(() => dropSchema(schema));

  beforeAll(async () => {
    // Every migration before this one.
    const before = all.slice(0, all.indexOf(ArchiveAndSecondApproval1769270000000));
    await runMigrations({ ...database, migrations: before });
    for (const [id, status] of [
      [waiting, 'pendingApproval'],
      [published, 'published'],
    ])
      await queryDatabase(
        `INSERT INTO ${schema}.grants (id, title, type, open_date, close_date, status, sections)
         VALUES ($1, 'A grant', 'scholarship', now(), now(), $2, '[]')`,
        [id, status],
      );
    // Submitted twice: by `first`, sent back to draft, then by `second`.
    await queryDatabase(
      `INSERT INTO ${schema}.grant_history (grant_id, action, actor_id, actor_name_encrypted, at, from_status, to_status)
       VALUES ($1, 'submitted', $2, 'x', now() - interval '2 hours', 'draft', 'pendingApproval'),
              ($1, 'status-changed', $2, 'x', now() - interval '1 hour', 'pendingApproval', 'draft'),
              ($1, 'status-changed', $3, 'x', now(), 'draft', 'pendingApproval'),
              ($4, 'submitted', $2, 'x', now(), 'draft', 'pendingApproval')`,
      [waiting, first, second, published],
    );
  });

  it('archives nothing and records who last submitted each grant waiting for approval', async () => {
    expect(await runMigrations(database)).toEqual(['ArchiveAndSecondApproval1769270000000']);
    const rows = await queryDatabase<{ id: string; submitted_by: string; archived_at: unknown }>(
      `SELECT id, submitted_by, archived_at FROM ${schema}.grants`,
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[waiting]).toMatchObject({ submitted_by: second, archived_at: null });
    // Published already: nobody is waiting to publish it.
    expect(byId[published]).toMatchObject({ submitted_by: null, archived_at: null });
  });
});
