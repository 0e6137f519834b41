import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, startTestService, type TestService } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { reviewsTestEnvironment } from './reviews-environment.js';
import { AppModule } from '../src/app.module.js';
import { loadReviewsConfig } from '../src/config.js';
import { reviewsDatabase } from '../src/database.js';

describe('reviews service start-up', () => {
  const config = loadReviewsConfig({
    ...reviewsTestEnvironment(),
    IDENTITY_URL: 'http://127.0.0.1:9',
  });
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts, and reports healthy; a second migration finds nothing to do', async () => {
    service = await startOnFreshSchema(reviewsDatabase(config), AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'reviews',
      checks: { database: 'up' },
    });
    expect(await runMigrations(reviewsDatabase(config))).toEqual([]);
  });

  it('refuses an environment without the other services’ addresses, naming the variable', () => {
    const withoutApplications: NodeJS.ProcessEnv = {
      ...reviewsTestEnvironment(),
      IDENTITY_URL: 'http://127.0.0.1:9',
    };
    delete withoutApplications.APPLICATIONS_URL;
    expect(() => loadReviewsConfig(withoutApplications)).toThrow(/APPLICATIONS_URL/);
    expect(() =>
      loadReviewsConfig({ ...withoutApplications, APPLICATIONS_URL: 'not a url' }),
    ).toThrow(/APPLICATIONS_URL/);
  });

  it('refuses to start with another DATA_ENCRYPTION_KEY than its comments were written with', async () => {
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
        /DATA_ENCRYPTION_KEY is not the key the reviewers’ comments were encrypted with/,
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
