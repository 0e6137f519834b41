import { runMigrations } from '@portal/nest-kit';
import { startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadGrantsConfig, type GrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';

describe('grants service start-up', () => {
  let config: GrantsConfig;
  let service: TestService | undefined;

  beforeAll(() => {
    config = loadGrantsConfig({
      PORT: '3000',
      DATABASE_URL: testInfrastructure().databaseUrl,
      DATABASE_SCHEMA: uniqueSchemaName('grants'),
      JWT_SECRET: 'jwt-secret-for-service-tests-0123456789',
      IDENTITY_URL: 'http://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy', async () => {
    await runMigrations(grantsDatabase(config));
    service = await startTestService(AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'grants', checks: { database: 'up' } });
  });

  it('finds nothing to do when migrated again', async () => {
    expect(await runMigrations(grantsDatabase(config))).toEqual([]);
  });
});
