import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testServiceEnvironment } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadGrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';

describe('grants service start-up', () => {
  const config = loadGrantsConfig(testServiceEnvironment('grants'));
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy; a second migration finds nothing to do', async () => {
    service = await startOnFreshSchema(grantsDatabase(config), AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'grants',
      checks: { database: 'up' },
    });
    expect(await runMigrations(grantsDatabase(config))).toEqual([]);
  });
});
