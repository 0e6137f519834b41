import { runMigrations } from '@portal/nest-kit';
import { startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadFilesConfig, type FilesConfig } from '../src/config.js';
import { filesDatabase } from '../src/database.js';

describe('files service start-up', () => {
  let config: FilesConfig;
  let service: TestService | undefined;

  beforeAll(() => {
    config = loadFilesConfig({
      PORT: '3000',
      DATABASE_URL: testInfrastructure().databaseUrl,
      DATABASE_SCHEMA: uniqueSchemaName('files'),
      JWT_SECRET: 'jwt-secret-for-service-tests-0123456789',
      IDENTITY_URL: 'http://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy', async () => {
    await runMigrations(filesDatabase(config));
    service = await startTestService(AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'files', checks: { database: 'up' } });
  });

  it('finds nothing to do when migrated again', async () => {
    expect(await runMigrations(filesDatabase(config))).toEqual([]);
  });
});
