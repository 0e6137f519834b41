import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ConfigError } from '@portal/config';
import { runMigrations } from '@portal/nest-kit';
import { startOnFreshSchema, type TestService } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { AppModule } from '../src/app.module.js';
import { loadNotificationsConfig } from '../src/config.js';
import { notificationsDatabase } from '../src/database.js';
import { notificationsTestEnvironment } from './notifications-environment.js';

describe('notifications service start-up', () => {
  const environment = notificationsTestEnvironment({
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  const config = loadNotificationsConfig(environment);
  let service: TestService | undefined;

  afterAll(async () => {
    await service?.close();
    await dropSchema(config.DATABASE_SCHEMA);
  });

  it('migrates a clean schema, starts (the mail server may be away), and reports healthy; a second migration finds nothing to do', async () => {
    service = await startOnFreshSchema(notificationsDatabase(config), AppModule.register(config));
    const response = await fetch(`${service.url}/health`);
    expect(await response.json()).toEqual({
      status: 'ok',
      service: 'notifications',
      checks: { database: 'up' },
    });
    expect(await runMigrations(notificationsDatabase(config))).toEqual([]);
  });

  it('refuses a missing or wrong SMTP_URL, naming it, without echoing a password in it', () => {
    const { SMTP_URL: _unset, ...withoutSmtp } = environment;
    expect(() => loadNotificationsConfig(withoutSmtp)).toThrow(/SMTP_URL: is required/);
    let refused: unknown;
    try {
      loadNotificationsConfig({ ...environment, SMTP_URL: 'http://mailer:secret-pass@mail' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect((refused as Error).message).not.toContain('secret-pass');
  });

  it('refuses a missing or short DATA_ENCRYPTION_KEY, naming it', () => {
    const { DATA_ENCRYPTION_KEY: _unset, ...withoutKey } = environment;
    expect(() => loadNotificationsConfig(withoutKey)).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadNotificationsConfig({ ...environment, DATA_ENCRYPTION_KEY: 'short' })).toThrow(
      /DATA_ENCRYPTION_KEY/,
    );
  });

  it('refuses to start with another key than the one its schema keeps, naming the variable but never a key', async () => {
    const otherKey = 'another-data-key-of-at-least-32-characters';
    const app = await NestFactory.create(
      AppModule.register({ ...config, DATA_ENCRYPTION_KEY: otherKey }),
      new FastifyAdapter(),
      { logger: false },
    );
    let refused: Error | undefined;
    try {
      await app.init();
    } catch (error) {
      refused = error as Error;
    } finally {
      await app.close();
    }
    expect(refused?.message).toMatch(
      /DATA_ENCRYPTION_KEY is not the key the notices waiting for their emails were encrypted with/,
    );
    expect(refused?.message).not.toContain(otherKey);
    expect(refused?.message).not.toContain(config.DATA_ENCRYPTION_KEY);
  });

  it('refuses retry settings that make no sense', () => {
    expect(() => loadNotificationsConfig({ ...environment, EMAIL_MAX_ATTEMPTS: '0' })).toThrow(
      /EMAIL_MAX_ATTEMPTS: must be at least 1/,
    );
    expect(() =>
      loadNotificationsConfig({
        ...environment,
        EMAIL_RETRY_FIRST_SECONDS: '60',
        EMAIL_RETRY_MAX_SECONDS: '10',
      }),
    ).toThrow(/EMAIL_RETRY_MAX_SECONDS: must be at least EMAIL_RETRY_FIRST_SECONDS/);
  });
});
