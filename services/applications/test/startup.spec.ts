import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testServiceEnvironment } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';

describe('applications service start-up', () => {
  const config = loadApplicationsConfig(
    testServiceEnvironment('applications', { GRANTS_URL: 'http://127.0.0.1:9' }),
  );
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy; a second migration finds nothing to do', async () => {
    service = await startOnFreshSchema(applicationsDatabase(config), AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'applications',
      checks: { database: 'up' },
    });
    expect(await runMigrations(applicationsDatabase(config))).toEqual([]);
  });
});
