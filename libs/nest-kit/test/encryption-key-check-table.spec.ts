import { dropSchema, queryDatabase, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  createEncryptionKeyCheckTable,
  dropEncryptionKeyCheckTable,
  type EncryptionKeyCheckTableOptions,
} from '../src/database/encryption-key-check.migration.js';
import { runMigrations } from '../src/database/run-migrations.js';

/**
 * The key-check table, as the services' migrations wrote it by hand before the helper. Those
 * migrations have run in production: the helper must make the very same table (names of the
 * constraints included, which the schema-drift tests do not compare).
 */
const writtenByHand = {
  identityGrantsApplicationsNotifications: `
    CREATE TABLE encryption_key_check (
      id smallint PRIMARY KEY DEFAULT 1,
      value text NOT NULL,
      CONSTRAINT encryption_key_check_single_row CHECK (id = 1)
    )`,
  files: `
    CREATE TABLE "encryption_key_check" (
      "id" smallint NOT NULL DEFAULT 1,
      "value" text NOT NULL,
      CONSTRAINT "PK_encryption_key_check" PRIMARY KEY ("id"),
      CONSTRAINT "encryption_key_check_single_row" CHECK (id = 1)
    )`,
};

function migration(up: (queryRunner: QueryRunner) => Promise<void>) {
  return class CreateKeyCheck1000000000000 implements MigrationInterface {
    name = 'CreateKeyCheck1000000000000';
    up = up;
    async down(queryRunner: QueryRunner): Promise<void> {
      await dropEncryptionKeyCheckTable(queryRunner);
    }
  };
}

async function tableIn(schema: string) {
  const columns = await queryDatabase(
    `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = 'encryption_key_check' ORDER BY column_name`,
    [schema],
  );
  const constraints = await queryDatabase(
    `SELECT conname, contype, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = $1 AND t.relname = 'encryption_key_check' ORDER BY conname`,
    [schema],
  );
  return { columns, constraints };
}

async function made(up: (queryRunner: QueryRunner) => Promise<void>, schemas: string[]) {
  const schema = uniqueSchemaName('key_check');
  schemas.push(schema);
  await runMigrations({
    url: testInfrastructure().databaseUrl,
    schema,
    entities: [],
    migrations: [migration(up)],
  });
  return schema;
}

describe('createEncryptionKeyCheckTable', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
  });

  const cases: Array<[string, string, EncryptionKeyCheckTableOptions]> = [
    [
      'identity, grants, applications, notifications',
      writtenByHand.identityGrantsApplicationsNotifications,
      {},
    ],
    ['files', writtenByHand.files, { primaryKeyName: 'PK_encryption_key_check' }],
  ];

  it.each(cases)('makes the table %s wrote by hand', async (_, sql, options) => {
    const byHand = await made(async (queryRunner) => {
      await queryRunner.query(sql);
    }, schemas);
    const byHelper = await made(
      (queryRunner) => createEncryptionKeyCheckTable(queryRunner, options),
      schemas,
    );
    const expected = await tableIn(byHand);
    // The primary key and the single-row check (PostgreSQL 18 lists NOT NULL ones too).
    expect(expected.constraints.filter(({ contype }) => contype !== 'n')).toHaveLength(2);
    expect(await tableIn(byHelper)).toEqual(expected);
  });

  it('keeps a value at once when one is given, as the migrations that encrypted stored data did', async () => {
    const schema = await made(
      (queryRunner) => createEncryptionKeyCheckTable(queryRunner, { value: 'v1:sealed' }),
      schemas,
    );
    expect(await queryDatabase(`SELECT id, value FROM "${schema}".encryption_key_check`)).toEqual([
      { id: 1, value: 'v1:sealed' },
    ]);
  });
});
