import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@portal/contract/health';
import { signInLimitsEnvNames } from '@portal/contract/users';
import type { LauncherConfig } from './launcher-config.js';
import { mallocEnvironmentFrom } from './node-flags.js';
import type { RunSecrets } from './secrets.js';

/** The repository root, seen from tools/launcher/dist. */
export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);

export function serviceScript(service: ServiceName): string {
  return path.join(repositoryRoot, 'services', service, 'dist', 'bundle.mjs');
}

export const gatewayScript = path.join(repositoryRoot, 'gateway', 'dist', 'bundle.mjs');

export interface Endpoints {
  databaseUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  /** SMTP_URL, or the launcher's own receiver that writes each email to DATA_DIR/mail. */
  smtpUrl: string;
  servicePorts: Record<ServiceName, number>;
}

/** The portal's address as a member opens it: the emails' links start with it. */
export function portalUrl(config: LauncherConfig): string {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/** Only what a part needs: a user's stray DATABASE_SCHEMA or NODE_OPTIONS must not leak in. */
function baseEnvironment(): NodeJS.ProcessEnv {
  const inherited = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'SystemRoot'];
  return {
    ...mallocEnvironmentFrom(process.env),
    ...Object.fromEntries(
      inherited.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
    ),
  };
}

export function serviceUrl(endpoints: Endpoints, service: ServiceName): string {
  return `http://127.0.0.1:${endpoints.servicePorts[service]}`;
}

/** The environment of one service, as docker-compose.yml gives it in a bigger deployment. */
export function serviceEnvironment(
  service: ServiceName,
  config: LauncherConfig,
  secrets: RunSecrets,
  endpoints: Endpoints,
): NodeJS.ProcessEnv {
  const common = {
    ...baseEnvironment(),
    NODE_ENV: 'production',
    PORT: String(endpoints.servicePorts[service]),
    HOST: '127.0.0.1',
    LOG_LEVEL: config.LOG_LEVEL,
    DATABASE_URL: endpoints.databaseUrl,
    JWT_SECRET: secrets.jwtSecret,
    SERVICE_SECRET: secrets.serviceSecret,
    IDENTITY_URL: serviceUrl(endpoints, 'identity'),
  };
  switch (service) {
    case 'identity':
      return {
        ...common,
        DATA_ENCRYPTION_KEY: secrets.dataEncryptionKey,
        PORTAL_ADMIN_EMAIL: secrets.adminEmail,
        PORTAL_ADMIN_PASSWORD: secrets.adminPassword,
        // Emails with a link (confirm your address) are sent by the notifications service.
        NOTIFICATIONS_URL: serviceUrl(endpoints, 'notifications'),
        // The limits on failed sign-ins, as set for `npm start` or their defaults.
        ...Object.fromEntries(signInLimitsEnvNames.map((name) => [name, String(config[name])])),
        ...(config.EMAIL_LINKS_PER_HOUR
          ? { EMAIL_LINKS_PER_HOUR: config.EMAIL_LINKS_PER_HOUR }
          : {}),
      };
    case 'grants':
      return {
        ...common,
        // The names in grants' history are encrypted with a key derived from it.
        DATA_ENCRYPTION_KEY: secrets.dataEncryptionKey,
        // A grant waiting for a second approver reaches the notifications service through an outbox.
        NOTIFICATIONS_URL: serviceUrl(endpoints, 'notifications'),
      };
    case 'applications':
      return {
        ...common,
        // The applicant's name, email and answers are encrypted with keys derived from it.
        DATA_ENCRYPTION_KEY: secrets.dataEncryptionKey,
        GRANTS_URL: serviceUrl(endpoints, 'grants'),
        // Removed applications reach the files service through the outbox (its orphaned files).
        FILES_URL: serviceUrl(endpoints, 'files'),
        // What happens to an application reaches the notifications service through an outbox.
        NOTIFICATIONS_URL: serviceUrl(endpoints, 'notifications'),
      };
    case 'files':
      return {
        ...common,
        // The names and email of a file's uploader and applicant are encrypted with keys derived from it.
        DATA_ENCRYPTION_KEY: secrets.dataEncryptionKey,
        S3_ENDPOINT: endpoints.s3.endpoint,
        S3_ACCESS_KEY: endpoints.s3.accessKey,
        S3_SECRET_KEY: endpoints.s3.secretKey,
        S3_BUCKET: endpoints.s3.bucket,
        MAX_UPLOAD_MB: String(config.MAX_UPLOAD_MB),
        APPLICATIONS_URL: serviceUrl(endpoints, 'applications'),
      };
    case 'notifications':
      // It keeps user ids only, and asks identity for a name and address when it sends an email;
      // what a reviewer wrote to an applicant waits encrypted with a key derived from it until the
      // email is sent.
      return {
        ...common,
        DATA_ENCRYPTION_KEY: secrets.dataEncryptionKey,
        SMTP_URL: endpoints.smtpUrl,
        PORTAL_URL: portalUrl(config),
      };
    case 'reviews':
      // Reviewers' comments and reasons are encrypted with a key derived from it; it reads
      // applications and who leads a grant from their services.
      return {
        ...common,
        DATA_ENCRYPTION_KEY: secrets.dataEncryptionKey,
        GRANTS_URL: serviceUrl(endpoints, 'grants'),
        APPLICATIONS_URL: serviceUrl(endpoints, 'applications'),
      };
  }
}

/** The gateway's environment: where the services are, and the key to check a member's session with. */
export function gatewayEnvironment(
  config: LauncherConfig,
  secrets: Pick<RunSecrets, 'jwtSecret'>,
  endpoints: Endpoints,
): NodeJS.ProcessEnv {
  return {
    ...baseEnvironment(),
    NODE_ENV: 'production',
    PORT: String(config.PORT),
    HOST: config.HOST,
    LOG_LEVEL: config.LOG_LEVEL,
    IDENTITY_URL: serviceUrl(endpoints, 'identity'),
    GRANTS_URL: serviceUrl(endpoints, 'grants'),
    APPLICATIONS_URL: serviceUrl(endpoints, 'applications'),
    FILES_URL: serviceUrl(endpoints, 'files'),
    NOTIFICATIONS_URL: serviceUrl(endpoints, 'notifications'),
    REVIEWS_URL: serviceUrl(endpoints, 'reviews'),
    MAX_UPLOAD_MB: String(config.MAX_UPLOAD_MB),
    // Verifies the page-session cookie before a member's page is drawn with their data (never
    // the services' credential: the gateway only routes).
    JWT_SECRET: secrets.jwtSecret,
    TRUSTED_PROXIES: config.TRUSTED_PROXIES.join(','),
    RATE_LIMIT_PER_MINUTE: String(config.RATE_LIMIT_PER_MINUTE),
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: String(config.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE),
    WEB_ROOT: repositoryRoot,
  };
}
