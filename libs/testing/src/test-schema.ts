import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testInfrastructure } from './test-infrastructure.js';

/**
 * A fresh, empty schema name for one test suite, so suites never see each other's rows
 * and can run in parallel against the one PostgreSQL of the run.
 */
export function uniqueSchemaName(service: string): string {
  return `test_${service}_${randomBytes(5).toString('hex')}`;
}

/** Drops a suite's schema and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: testInfrastructure().databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Runs one query on the run's database, outside any service: to look at raw rows. */
export async function queryDatabase<Row extends Record<string, unknown>>(
  sql: string,
  parameters: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: testInfrastructure().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, parameters)).rows;
  } finally {
    await client.end();
  }
}
