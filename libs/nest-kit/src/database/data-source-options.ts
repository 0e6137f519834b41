import pg from 'pg';
import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import { reportLostConnection } from './lost-connection.js';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own schema: its tables and its migrations table live there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Connections kept open by this process. */
  poolSize?: number;
}

/** TypeORM options for one service: its schema, its migrations, never `synchronize`. */
export function dataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    // Given, not looked up: TypeORM's own lookup is a require by name, which a bundle cannot follow.
    driver: pg,
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    // A database restart ends every connection: the pool replaces them, and the service lives on.
    poolErrorHandler: reportLostConnection,
    extra: {
      max: options.poolSize ?? 10,
      // Unqualified names in migrations and queries resolve to the service's schema.
      options: `-c search_path=${options.schema}`,
      connectionTimeoutMillis: 5_000,
    },
  };
}
