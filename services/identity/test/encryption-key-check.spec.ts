import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import type { IdentityConfig } from '../src/config.js';
import { adminEmail, adminPassword, IdentityUnderTest } from './identity-under-test.js';

const refusal =
  /DATA_ENCRYPTION_KEY is not the key the accounts already stored were encrypted with/;
const otherKey = 'another-data-key-of-at-least-32-characters';

/** Starts the service as npm start would, and answers the error that stopped it (or null). */
async function startError(config: IdentityConfig): Promise<Error | null> {
  const app = await NestFactory.create(AppModule.register(config), new FastifyAdapter(), {
    logger: false,
  });
  try {
    await app.init();
    return null;
  } catch (error) {
    return error as Error;
  } finally {
    await app.close();
  }
}

async function inSchema<T>(config: IdentityConfig, work: (db: DataSource) => Promise<T>) {
  const db = new DataSource({
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
  });
  await db.initialize();
  try {
    await db.query(`SET search_path TO "${config.DATABASE_SCHEMA}"`);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe('DATA_ENCRYPTION_KEY at start (decisions §5)', () => {
  const identity = new IdentityUnderTest();

  beforeAll(() => identity.start());
  afterAll(() => identity.destroy());

  it('refuses to start with another key than the accounts were stored with, naming the variable but never a key', async () => {
    await identity.stop();
    const error = await startError({ ...identity.config, DATA_ENCRYPTION_KEY: otherKey });
    expect(error?.message).toMatch(refusal);
    expect(error?.message).not.toContain(otherKey);
    expect(error?.message).not.toContain(identity.config.DATA_ENCRYPTION_KEY);

    // With its own key it starts again, and the first admin still signs in.
    await identity.start();
    const signIn = await identity.call('POST', '/api/users/login', {
      body: { email: adminEmail, password: adminPassword },
    });
    expect(signIn.status).toBe(200);
  });

  it('on the first start after the upgrade (accounts stored, no check kept yet), refuses a key that does not open them and keeps no check made with it', async () => {
    await identity.stop();
    await inSchema(identity.config, (db) => db.query('DELETE FROM encryption_key_check'));

    const error = await startError({ ...identity.config, DATA_ENCRYPTION_KEY: otherKey });
    expect(error?.message).toMatch(refusal);
    const kept = await inSchema(identity.config, (db) =>
      db.query('SELECT count(*)::int AS n FROM encryption_key_check'),
    );
    expect(kept[0].n).toBe(0);

    // The right key opens the accounts, and is kept from then on.
    await identity.start();
    const keptNow = await inSchema(identity.config, (db) =>
      db.query('SELECT count(*)::int AS n FROM encryption_key_check'),
    );
    expect(keptNow[0].n).toBe(1);
  });
});
