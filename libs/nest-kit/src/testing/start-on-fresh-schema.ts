import type { DynamicModule } from '@nestjs/common';
import type { ServiceDatabaseOptions } from '../database/data-source-options.js';
import { runMigrations } from '../database/run-migrations.js';
import { startTestService, type TestService } from './start-test-service.js';

/** Migrates the service's (fresh) schema and starts it, as `npm start` does. */
export async function startOnFreshSchema(
  database: ServiceDatabaseOptions,
  module: DynamicModule,
): Promise<TestService> {
  await runMigrations(database);
  return startTestService(module);
}
