import { z } from 'zod';
import { envFields } from './env-fields.js';
import { ConfigError, loadConfig } from './load-config.js';

const schema = z.object({
  PORT: envFields.port(8080),
  DATABASE_URL: envFields.databaseUrl(),
  JWT_SECRET: envFields.secret(),
  MAX_UPLOAD_MB: envFields.megabytes(25),
});

const validSecret = 'q4V1vJ0b9hZrT2kLx8mN3pW6sY7uA5cE';

describe('loadConfig', () => {
  it('applies defaults and converts numbers', () => {
    const config = loadConfig(schema, {
      DATABASE_URL: 'postgres://u:p@h/db',
      JWT_SECRET: validSecret,
    });
    expect(config).toEqual({
      PORT: 8080,
      DATABASE_URL: 'postgres://u:p@h/db',
      JWT_SECRET: validSecret,
      MAX_UPLOAD_MB: 25,
    });
  });

  it('names every wrong variable, with the value given except for secrets', () => {
    let error: unknown;
    try {
      loadConfig(schema, {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        MAX_UPLOAD_MB: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toEqual([
      'PORT: must be a port number (got "eighty")',
      'DATABASE_URL: must be a postgres:// connection URL (got "…")',
      'JWT_SECRET: must be at least 32 characters (got "…")',
      'MAX_UPLOAD_MB: must be more than 0 (got "-1")',
    ]);
  });

  it('reports a missing required variable', () => {
    expect(() => loadConfig(schema, { JWT_SECRET: validSecret })).toThrow(
      /DATABASE_URL: is required \(a postgres:\/\/ connection URL\)/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(
      loadConfig(schema, { PORT: '', DATABASE_URL: 'postgres://h/db', JWT_SECRET: validSecret })
        .PORT,
    ).toBe(8080);
  });

  it('refuses a placeholder secret even when it is long enough', () => {
    expect(() =>
      loadConfig(schema, {
        DATABASE_URL: 'postgres://h/db',
        JWT_SECRET: 'change-me-change-me-change-me-change-me',
      }),
    ).toThrow(/JWT_SECRET: must not be a placeholder value/);
  });
});

describe('envFields', () => {
  it('refuses a database URL whose password is a placeholder', () => {
    const schema = z.object({ DATABASE_URL: envFields.databaseUrl() });
    expect(() =>
      loadConfig(schema, { DATABASE_URL: 'postgres://portal:change-me@postgres:5432/portal' }),
    ).toThrow(/DATABASE_URL: must not use a placeholder password/);
  });

  it("refuses the example's admin password", () => {
    const schema = z.object({ PORTAL_ADMIN_PASSWORD: envFields.password() });
    expect(() => loadConfig(schema, { PORTAL_ADMIN_PASSWORD: 'change-me-admin-password' })).toThrow(
      /must not be a placeholder value/,
    );
    expect(
      loadConfig(schema, { PORTAL_ADMIN_PASSWORD: 'correct horse battery' }).PORTAL_ADMIN_PASSWORD,
    ).toBe('correct horse battery');
  });
});

describe('envFields.databaseUrl', () => {
  it('accepts a real password on any host', () => {
    const schema = z.object({ DATABASE_URL: envFields.databaseUrl() });
    expect(
      loadConfig(schema, { DATABASE_URL: 'postgres://portal:Xq93kd0L@db.example.com:5432/portal' })
        .DATABASE_URL,
    ).toContain('db.example.com');
  });
});
