import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema, testServiceEnvironment } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadFilesConfig } from '../src/config.js';
import { filesDatabase } from '../src/database.js';
import { filesStoreEnvironment } from './files-under-test.js';

describe('files service start-up', () => {
  const config = loadFilesConfig(testServiceEnvironment('files', filesStoreEnvironment()));
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy; a second migration finds nothing to do', async () => {
    service = await startOnFreshSchema(filesDatabase(config), AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'files',
      checks: { database: 'up' },
    });
    expect(await runMigrations(filesDatabase(config))).toEqual([]);
  });
});

describe('files service start-up with another DATA_ENCRYPTION_KEY', () => {
  const environment = testServiceEnvironment('files', filesStoreEnvironment());
  const config = loadFilesConfig(environment);
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('refuses to start, naming the variable', async () => {
    service = await startOnFreshSchema(filesDatabase(config), AppModule.register(config));
    await service.close();
    service = undefined;
    const otherKey = loadFilesConfig({
      ...environment,
      DATA_ENCRYPTION_KEY: 'another-data-key-for-files-tests-0123456789',
    });
    const refused = await NestFactory.create(AppModule.register(otherKey), new FastifyAdapter(), {
      logger: false,
    });
    try {
      await expect(refused.init()).rejects.toThrow(/DATA_ENCRYPTION_KEY is not the key/);
    } finally {
      await refused.close();
    }
    // With its own key, it starts again.
    service = await startTestService(AppModule.register(config));
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });
});
