import { runMigrations } from '@portal/nest-kit';
import { startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testInfrastructure, uniqueSchemaName } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadIdentityConfig, type IdentityConfig } from '../src/config.js';
import { identityDatabase } from '../src/database.js';

describe('identity service start-up', () => {
  let config: IdentityConfig;
  let service: TestService | undefined;

  beforeAll(() => {
    config = loadIdentityConfig({
      PORT: '3000',
      DATABASE_URL: testInfrastructure().databaseUrl,
      DATABASE_SCHEMA: uniqueSchemaName('identity'),
    });
  });

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy', async () => {
    await runMigrations(identityDatabase(config));
    service = await startTestService(AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'identity', checks: { database: 'up' } });
  });

  it('finds nothing to do when migrated again', async () => {
    expect(await runMigrations(identityDatabase(config))).toEqual([]);
  });
});
