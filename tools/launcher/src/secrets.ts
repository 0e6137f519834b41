import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LauncherConfig } from './launcher-config.js';

/** The secrets of one portal installation, generated on its first start. */
export interface InstallationSecrets {
  postgresPassword: string;
  jwtSecret: string;
  dataEncryptionKey: string;
  s3AccessKey: string;
  s3SecretKey: string;
  adminEmail: string;
  adminPassword: string;
}

/**
 * The secrets of one run: the installation's, plus the credential the services show each other on
 * `/internal` calls. That one is new at every start and never stored: only this run's processes
 * (a restarted service included) need it, and the gateway never gets it.
 */
export type RunSecrets = InstallationSecrets & { serviceSecret: string };

export const defaultAdminEmail = 'admin@portal.local';
export const secretsFileName = 'secrets.json';

export interface ResolvedSecrets {
  secrets: RunSecrets;
  file: string;
  /** The names of the settings that came from the file rather than the environment. */
  fromFile: Array<
    'JWT_SECRET' | 'DATA_ENCRYPTION_KEY' | 'PORTAL_ADMIN_EMAIL' | 'PORTAL_ADMIN_PASSWORD'
  >;
  createdNow: boolean;
}

/**
 * Reads DATA_DIR/secrets.json, creating it (readable by its owner only) on the first start.
 * The environment wins over the file. The data encryption key must stay the same for the
 * life of the data: changing it makes the stored personal data unreadable.
 */
export async function resolveSecrets(config: LauncherConfig): Promise<ResolvedSecrets> {
  const file = path.join(config.DATA_DIR, secretsFileName);
  let stored: InstallationSecrets | undefined;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as InstallationSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} cannot be read: ${(error as Error).message}`, { cause: error });
    }
  }
  const createdNow = stored === undefined;
  const generated: InstallationSecrets = stored ?? {
    postgresPassword: randomSecret(24),
    jwtSecret: randomSecret(48),
    dataEncryptionKey: randomSecret(48),
    s3AccessKey: `portal${randomBytes(6).toString('hex')}`,
    s3SecretKey: randomSecret(30),
    adminEmail: defaultAdminEmail,
    adminPassword: randomSecret(18),
  };
  if (createdNow)
    await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });

  const fromFile: ResolvedSecrets['fromFile'] = [];
  const pick = (
    name: ResolvedSecrets['fromFile'][number],
    fromEnv: string | undefined,
    fallback: string,
  ) => {
    if (fromEnv) return fromEnv;
    fromFile.push(name);
    return fallback;
  };
  const secrets: RunSecrets = {
    ...generated,
    serviceSecret: config.SERVICE_SECRET ?? randomSecret(48),
    jwtSecret: pick('JWT_SECRET', config.JWT_SECRET, generated.jwtSecret),
    dataEncryptionKey: pick(
      'DATA_ENCRYPTION_KEY',
      config.DATA_ENCRYPTION_KEY,
      generated.dataEncryptionKey,
    ),
    adminEmail: pick('PORTAL_ADMIN_EMAIL', config.PORTAL_ADMIN_EMAIL, generated.adminEmail),
    adminPassword: pick(
      'PORTAL_ADMIN_PASSWORD',
      config.PORTAL_ADMIN_PASSWORD,
      generated.adminPassword,
    ),
  };
  return { secrets, file, fromFile, createdNow };
}

function randomSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}
