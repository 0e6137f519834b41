import { randomUUID } from 'node:crypto';
import { dataSourceOptions, runMigrations } from '@portal/nest-kit';
import { dropSchema, queryDatabase } from '@portal/testing';
import { DataSource } from 'typeorm';
import { loadGrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';
import { GrantHistoryCipher } from '../src/grants/grant-history.cipher.js';
import { CreateGrants1765000000000 } from '../src/migrations/1765000000000-create-grants.js';
import { grantsMigrations } from '../src/migrations/index.js';
import { grantsTestEnvironment } from './grants-environment.js';

/**
 * The migration that encrypts the names in grants' history, on a schema that already holds them
 * in clear (as one made before it would): encrypted in place, readable with the service's key, and
 * given back in clear by `down`.
 */
describe('migration EncryptGrantHistoryNames1767000000000', () => {
  const config = loadGrantsConfig(grantsTestEnvironment());
  // The migrations up to this one: later ones are not what this test is about.
  const cipher = new GrantHistoryCipher(config.DATA_ENCRYPTION_KEY);
  const database = {
    ...grantsDatabase(config),
    migrations: grantsMigrations(cipher).slice(0, 2),
  };
  const schema = config.DATABASE_SCHEMA;
  const grantId = randomUUID();
  const staffId = randomUUID();

  afterAll(() => dropSchema(schema));

  const history = () =>
    queryDatabase<Record<string, any>>(
      `SELECT * FROM ${schema}.grant_history WHERE grant_id = $1 ORDER BY id`,
      [grantId],
    );

  beforeAll(async () => {
    await runMigrations({ ...database, migrations: [CreateGrants1765000000000] });
    await queryDatabase(
      `INSERT INTO ${schema}.grant_history (grant_id, action, actor_id, actor_name)
       VALUES ($1, 'created', $2, 'Sam Staff'), ($1, 'edited', NULL, 'Office Import')`,
      [grantId, staffId],
    );
    // More rows than one batch of the migration.
    await queryDatabase(
      `INSERT INTO ${schema}.grant_history (grant_id, action, actor_id, actor_name)
       SELECT gen_random_uuid(), 'created', gen_random_uuid(), 'Bulk Staff ' || n
         FROM generate_series(1, 600) AS n`,
    );
  });

  it('encrypts the names already there, drops the clear column and keeps the key check', async () => {
    expect(await runMigrations(database)).toEqual(['EncryptGrantHistoryNames1767000000000']);
    const all = await queryDatabase<Record<string, any>>(`SELECT * FROM ${schema}.grant_history`);
    expect(all).toHaveLength(602);
    expect(all[0]).not.toHaveProperty('actor_name');
    expect(JSON.stringify(all)).not.toMatch(/Sam Staff|Office Import|Bulk Staff/);
    const [check] = await queryDatabase<{ value: string }>(
      `SELECT value FROM ${schema}.encryption_key_check`,
    );
    expect(cipher.opensKeyCheck(check?.value ?? '')).toBe(true);
  });

  it('leaves them readable with the service key, each bound to its grant and actor', async () => {
    const rows = await history();
    expect(
      rows.map((row) =>
        cipher.decryptActorName(
          { grantId: row.grant_id, actorId: row.actor_id },
          row.actor_name_encrypted,
        ),
      ),
    ).toEqual(['Sam Staff', 'Office Import']);
    // A name copied to another grant's row does not open there.
    expect(() =>
      cipher.decryptActorName(
        { grantId: randomUUID(), actorId: staffId },
        rows[0]?.actor_name_encrypted,
      ),
    ).toThrow();
  });

  it('gives them back in clear when undone', async () => {
    const dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 1 }));
    await dataSource.initialize();
    try {
      await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    expect((await history()).map((row) => row.actor_name)).toEqual(['Sam Staff', 'Office Import']);
    expect(
      await queryDatabase(
        `SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'encryption_key_check'`,
        [schema],
      ),
    ).toEqual([]);
  });
});
