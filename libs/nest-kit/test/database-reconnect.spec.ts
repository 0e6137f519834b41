import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { dropSchema, queryDatabase, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { runMigrations } from '../src/database/run-migrations.js';

/**
 * A restart of PostgreSQL (`npm start` restarts a crashed one) ends every connection of every
 * service. The services must not crash and must not need a restart: the pool drops the dead
 * connections and the next queries run on new ones.
 */
describe('the database pool when PostgreSQL ends its connections', () => {
  const schema = uniqueSchemaName('reconnect');
  const database = { url: testInfrastructure().databaseUrl, schema, entities: [], migrations: [] };
  let dataSource: DataSource;

  beforeAll(async () => {
    await runMigrations(database);
    dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 3 }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropSchema(schema);
  });

  /** The server processes behind `count` connections of the pool, each held at once. */
  const backendPids = async (count: number): Promise<number[]> => {
    const rows = await Promise.all(
      Array.from({ length: count }, () =>
        dataSource.query<Array<{ pid: number }>>(
          'SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)',
        ),
      ),
    );
    return rows.flat().map((row) => row.pid);
  };

  it('drops the connections the server ended, says so, and answers the next queries on new ones', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const ended = await backendPids(3);
      expect(new Set(ended).size).toBe(3);

      await queryDatabase('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
        ended,
      ]);
      for (let waited = 0; warn.mock.calls.length < 3 && waited < 5_000; waited += 20)
        await sleep(20);

      expect(warn).toHaveBeenCalledTimes(3);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^an idle database connection was lost \(.+\); the next query/),
      );
      const renewed = await backendPids(3);
      expect(renewed.filter((pid) => ended.includes(pid))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
