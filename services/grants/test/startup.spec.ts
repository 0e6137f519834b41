import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { grantsTestEnvironment } from './grants-environment.js';
import { AppModule } from '../src/app.module.js';
import { loadGrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';

describe('grants service start-up', () => {
  const config = loadGrantsConfig(grantsTestEnvironment());
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

  it('refuses to start with another DATA_ENCRYPTION_KEY than its history was written with', async () => {
    await service?.close();
    service = undefined;
    const otherKey = 'another-data-key-of-at-least-32-characters';
    const refused = await NestFactory.create(
      AppModule.register({ ...config, DATA_ENCRYPTION_KEY: otherKey }),
      new FastifyAdapter(),
      { logger: false },
    );
    try {
      const start = refused.init();
      await expect(start).rejects.toThrow(
        /DATA_ENCRYPTION_KEY is not the key the grants’ history was encrypted with/,
      );
      await expect(start).rejects.not.toThrow(otherKey);
    } finally {
      await refused.close();
    }
    // With its own key, it starts again.
    service = await startTestService(AppModule.register(config));
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });
});
