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
  },
};
const config = loadLauncherConfig({ DATA_DIR: '/tmp/portal-layout-test' });

describe('the environment npm start gives each part', () => {
  it('gives DATA_ENCRYPTION_KEY to the services that encrypt personal data, the same key to all', () => {
    const holders = serviceNames.filter(
      (service) => serviceEnvironment(service, config, secrets, endpoints).DATA_ENCRYPTION_KEY,
    );
    expect(holders).toEqual(['identity', 'grants', 'applications', 'files']);
    for (const service of holders) {
      expect(serviceEnvironment(service, config, secrets, endpoints).DATA_ENCRYPTION_KEY).toBe(
        secrets.dataEncryptionKey,
      );
    }
    expect(gatewayEnvironment(config, endpoints)).not.toHaveProperty('DATA_ENCRYPTION_KEY');
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
    expect(gatewayEnvironment(config, endpoints).NOTIFICATIONS_URL).toBe('http://127.0.0.1:3005');
    expect(gatewayEnvironment(config, endpoints)).not.toHaveProperty('SMTP_URL');
  });
});
