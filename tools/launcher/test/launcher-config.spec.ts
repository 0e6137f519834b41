import path from 'node:path';
import { ConfigError } from '@portal/config';
import { loadLauncherConfig } from '../src/launcher-config.js';

describe('npm start configuration (decisions §1)', () => {
  it('runs on 127.0.0.1:8080 with ./.data and everything embedded by default', () => {
    const config = loadLauncherConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      MAX_UPLOAD_MB: 25,
      S3_BUCKET: 'portal-files',
    });
    expect(config.DATA_DIR).toBe(path.resolve('./.data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
  });

  it('names each wrong value', () => {
    expect(() =>
      loadLauncherConfig({
        PORT: '99999',
        MAX_UPLOAD_MB: 'lots',
        PORTAL_ADMIN_EMAIL: 'not-an-email',
        DATABASE_URL: 'mysql://x',
      }),
    ).toThrow(ConfigError);
    try {
      loadLauncherConfig({
        PORT: '99999',
        MAX_UPLOAD_MB: 'lots',
        PORTAL_ADMIN_EMAIL: 'not-an-email',
        DATABASE_URL: 'mysql://x',
      });
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT: must be between 1 and 65535 (got "99999")');
      expect(message).toContain('MAX_UPLOAD_MB: must be a number of megabytes (got "lots")');
      expect(message).toContain(
        'PORTAL_ADMIN_EMAIL: must be an email address (got "not-an-email")',
      );
      expect(message).toContain('DATABASE_URL: must be a postgres:// connection URL');
    }
  });

  it('asks for the S3 keys when an external store is configured', () => {
    expect(() => loadLauncherConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ACCESS_KEY: is required when S3_ENDPOINT is set/,
    );
  });

  it('refuses a weak secret given in the environment', () => {
    expect(() => loadLauncherConfig({ JWT_SECRET: 'too-short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });
});
