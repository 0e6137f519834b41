import { runMigrations } from '@portal/nest-kit';
import { startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadApplicationsConfig, type ApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';

describe('applications service start-up', () => {
  let config: ApplicationsConfig;
  let service: TestService | undefined;

  beforeAll(() => {
    config = loadApplicationsConfig({
      PORT: '3000',
      DATABASE_URL: testInfrastructure().databaseUrl,
      DATABASE_SCHEMA: uniqueSchemaName('applications'),
      JWT_SECRET: 'jwt-secret-for-service-tests-0123456789',
      IDENTITY_URL: 'http://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy', async () => {
    await runMigrations(applicationsDatabase(config));
    service = await startTestService(AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'applications', checks: { database: 'up' } });
  });

  it('finds nothing to do when migrated again', async () => {
    expect(await runMigrations(applicationsDatabase(config))).toEqual([]);
  });
});
