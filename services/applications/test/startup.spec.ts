import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ConfigError } from '@portal/config';
import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { applicationsTestEnvironment } from './applications-environment.js';

describe('applications service start-up', () => {
  const config = loadApplicationsConfig(applicationsTestEnvironment());
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

  it.each([
    ['missing', undefined],
    ['short', 'too-short-a-key'],
    ['a placeholder', 'change-me-data-encryption-key-openssl-rand-base64-48'],
  ])('refuses a DATA_ENCRYPTION_KEY that is %s, naming it and never showing it', (_, key) => {
    const environment = { ...applicationsTestEnvironment(), DATA_ENCRYPTION_KEY: key };
    expect(() => loadApplicationsConfig(environment)).toThrow(ConfigError);
    expect(() => loadApplicationsConfig(environment)).toThrow(/DATA_ENCRYPTION_KEY/);
    if (key) expect(() => loadApplicationsConfig(environment)).not.toThrow(key);
  });

  it('refuses to start with another DATA_ENCRYPTION_KEY than the one its data was written with', async () => {
    await service?.close();
    service = undefined;
    const otherKey = {
      ...config,
      DATA_ENCRYPTION_KEY: 'another-data-key-of-at-least-32-characters',
    };
    const refused = await NestFactory.create(AppModule.register(otherKey), new FastifyAdapter(), {
      logger: false,
    });
    try {
      await expect(refused.init()).rejects.toThrow(
        /DATA_ENCRYPTION_KEY is not the key the applications already stored were encrypted with/,
      );
    } finally {
      await refused.close();
    }
    // With its own key, it starts again.
    service = await startTestService(AppModule.register(config));
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });
});
