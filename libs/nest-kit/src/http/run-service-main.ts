import type { DynamicModule } from '@nestjs/common';
import { createLogger, type LogLevel } from '@portal/logging';
import { ConfigError } from '@portal/config';
import type { ServiceDatabaseOptions } from '../database/data-source-options.js';
import { runMigrations } from '../database/run-migrations.js';
import { startService } from './start-service.js';

export interface ServiceMainOptions<Config> {
  service: string;
  /** Reads and validates the environment; throws `ConfigError` naming every bad variable. */
  loadConfig: () => Config;
  database: (config: Config) => ServiceDatabaseOptions;
  appModule: (config: Config) => DynamicModule;
  listen: (config: Config) => {
    port: number;
    host: string;
    logLevel: LogLevel;
    maxUploadMegabytes?: number;
  };
}

/**
 * The `main` of every service: `node dist/bundle.mjs migrate` applies the migrations and exits;
 * `node dist/bundle.mjs` serves; `node dist/bundle.mjs serve --migrate` does both in one process
 * (what `npm start` uses: one Node start-up per service instead of two). A bad configuration
 * exits with code 2 and names the variable.
 */
export async function runServiceMain<Config>(options: ServiceMainOptions<Config>): Promise<void> {
  const command = process.argv[2] ?? 'serve';
  const migrateFirst = process.argv.includes('--migrate');
  let config: Config;
  try {
    config = options.loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${options.service}: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }

  const listen = options.listen(config);
  if (command !== 'serve' && command !== 'migrate') {
    process.stderr.write(
      `${options.service}: unknown command "${command}" (use "migrate", "serve" or "serve --migrate")\n`,
    );
    process.exit(2);
  }
  if (command === 'migrate' || migrateFirst) {
    const logger = createLogger({ part: options.service, level: listen.logLevel });
    const applied = await runMigrations(options.database(config));
    logger.info(
      { applied },
      applied.length > 0 ? `applied ${applied.length} migration(s)` : 'schema up to date',
    );
    if (command === 'migrate') return;
  }
  await startService({ service: options.service, module: options.appModule(config), ...listen });
}
