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

/**
 * The environment a service reads, pointing at this run's database and a fresh schema; add a
 * service's own variables with `extra`.
 */
export function testServiceEnvironment(
  service: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PORT: '3000',
    DATABASE_URL: testInfrastructure().databaseUrl,
    DATABASE_SCHEMA: uniqueSchemaName(service),
    JWT_SECRET: 'jwt-secret-for-service-tests-0123456789',
    SERVICE_SECRET: 'service-secret-for-service-tests-0123456789',
    // Unreachable on purpose: tests that need identity start it themselves.
    IDENTITY_URL: 'http://127.0.0.1:9',
    ...extra,
  };
}
