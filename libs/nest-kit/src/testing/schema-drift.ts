import { DataSource } from 'typeorm';
import { dataSourceOptions, type ServiceDatabaseOptions } from '../database/data-source-options.js';
import { runMigrations } from '../database/run-migrations.js';

/**
 * What TypeORM would still change in a schema built by the migrations alone to make it match
 * the entities: a column an entity maps that no migration created, a type or nullability that
 * differs, a table nobody declared. Empty when entities and migrations agree. Run it on a fresh
 * schema: `synchronize` is never used, so a drift would otherwise first show as a failing query.
 */
export async function schemaDrift(database: ServiceDatabaseOptions): Promise<string[]> {
  await runMigrations(database);
  const dataSource = new DataSource(dataSourceOptions({ ...database, poolSize: 1 }));
  await dataSource.initialize();
  try {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    return pending.upQueries.map((query) => query.query.replace(/\s+/g, ' ').trim());
  } finally {
    await dataSource.destroy();
  }
}
