import { serviceNames } from '@portal/contract';
import { loadLauncherConfig } from '../src/launcher-config.js';
import { gatewayEnvironment, serviceEnvironment, type Endpoints } from '../src/portal-layout.js';
import type { RunSecrets } from '../src/secrets.js';

const secrets: RunSecrets = {
  postgresPassword: 'postgres-password-for-layout-tests',
  jwtSecret: 'jwt-secret-for-layout-tests-0123456789',
  dataEncryptionKey: 'data-key-for-layout-tests-0123456789ab',
  s3AccessKey: 'portalaccess',
  s3SecretKey: 's3-secret-for-layout-tests',
  adminEmail: 'admin@portal.local',
  adminPassword: 'admin-password-for-layout-tests',
  serviceSecret: 'service-secret-for-layout-tests-0123456789',
};
const endpoints: Endpoints = {
  databaseUrl: 'postgres://portal:pw@127.0.0.1:5432/portal',
  s3: { endpoint: 'http://127.0.0.1:9000', accessKey: 'a', secretKey: 'b', bucket: 'portal-files' },
  smtpUrl: 'smtp://127.0.0.1:2525',
  servicePorts: {
    identity: 3001,
    grants: 3002,
    applications: 3003,
    files: 3004,
    notifications: 3005,
    reviews: 3006,
  },
};
const config = loadLauncherConfig({ DATA_DIR: '/tmp/portal-layout-test' });

describe('the environment npm start gives each part', () => {
  it("gives the gateway the services' token key, and not the services' credential", () => {
    const gateway = gatewayEnvironment(config, secrets, endpoints);
    expect(gateway.JWT_SECRET).toBe(secrets.jwtSecret);
    expect(serviceEnvironment('identity', config, secrets, endpoints).JWT_SECRET).toBe(
      gateway.JWT_SECRET,
    );
    expect(gateway).not.toHaveProperty('SERVICE_SECRET');
    expect(gateway).not.toHaveProperty('DATABASE_URL');
  });

  it('gives DATA_ENCRYPTION_KEY to the services that encrypt personal data, the same key to all', () => {
    const holders = serviceNames.filter(
      (service) => serviceEnvironment(service, config, secrets, endpoints).DATA_ENCRYPTION_KEY,
    );
    expect(holders).toEqual([
      'identity',
      'grants',
      'applications',
      'files',
      'notifications',
      'reviews',
    ]);
    for (const service of holders) {
      expect(serviceEnvironment(service, config, secrets, endpoints).DATA_ENCRYPTION_KEY).toBe(
        secrets.dataEncryptionKey,
      );
    }
    expect(gatewayEnvironment(config, secrets, endpoints)).not.toHaveProperty(
      'DATA_ENCRYPTION_KEY',
    );
  });

  it('gives the notifications service the mail server and the portal address, and the applications and grants services where notifications are', () => {
    const notifications = serviceEnvironment('notifications', config, secrets, endpoints);
    expect(notifications).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PORTAL_URL: 'http://127.0.0.1:8080',
      IDENTITY_URL: 'http://127.0.0.1:3001',
      SERVICE_SECRET: secrets.serviceSecret,
    });
    for (const service of ['applications', 'grants'] as const)
      expect(serviceEnvironment(service, config, secrets, endpoints).NOTIFICATIONS_URL).toBe(
        'http://127.0.0.1:3005',
      );
    expect(gatewayEnvironment(config, secrets, endpoints).NOTIFICATIONS_URL).toBe(
      'http://127.0.0.1:3005',
    );
    expect(gatewayEnvironment(config, secrets, endpoints)).not.toHaveProperty('SMTP_URL');
  });
});

describe("identity's sign-in limits under npm start", () => {
  it('pass the defaults of the README, or the values set, to identity alone', () => {
    expect(serviceEnvironment('identity', config, secrets, endpoints)).toMatchObject({
      SIGN_IN_WINDOW_MINUTES: '15',
      SIGN_IN_LOCK_AFTER_FAILURES: '10',
      SIGN_IN_DELAY_AFTER_FAILURES: '5',
      SIGN_IN_DELAY_MAX_SECONDS: '60',
      SIGN_IN_ADDRESS_FAILURES: '100',
    });
    const set = loadLauncherConfig({
      DATA_DIR: '/tmp/portal-layout-test',
      SIGN_IN_ADDRESS_FAILURES: '250',
    });
    expect(serviceEnvironment('identity', set, secrets, endpoints).SIGN_IN_ADDRESS_FAILURES).toBe(
      '250',
    );
    expect(serviceEnvironment('grants', set, secrets, endpoints)).not.toHaveProperty(
      'SIGN_IN_ADDRESS_FAILURES',
    );
  });

  it('stop npm start with a message naming a wrong value', () => {
    expect(() =>
      loadLauncherConfig({ DATA_DIR: '/tmp/portal-layout-test', SIGN_IN_LOCK_AFTER_FAILURES: '0' }),
    ).toThrow(/SIGN_IN_LOCK_AFTER_FAILURES.*must be at least 1/);
  });
});
