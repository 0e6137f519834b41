import { DataSource } from 'typeorm';
import { dataSourceOptions, type ServiceDatabaseOptions } from './data-source-options.js';

/**
 * Creates the service's schema when missing and applies its pending migrations.
 * Replicas starting together take turns: the work runs under an advisory lock named
 * after the schema, held on one dedicated connection.
 * Returns the names of the migrations it applied.
 */
export async function runMigrations(options: ServiceDatabaseOptions): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions({ ...options, poolSize: 2 }));
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${options.schema}`]);
    try {
      await lock.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${options.schema}`]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
