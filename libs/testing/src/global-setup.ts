// Jest global setup: one real PostgreSQL and one S3-compatible server for the whole test run,
// in a temporary folder, each held by a runner process (the same code `npm start` uses).
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, launchRunner, type RunningRunner } from '@portal/embedded-infra';
import { publishTestInfrastructure } from './test-infrastructure.js';

export interface HarnessState {
  folder: string;
  runners: RunningRunner[];
}

declare global {
  var portalTestHarness: HarnessState | undefined;
}

export default async function globalSetup(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(folder, 0o755);
  const password = randomBytes(18).toString('base64url');
  const accessKey = `test-${randomBytes(6).toString('hex')}`;
  const secretKey = randomBytes(24).toString('base64url');
  const bucket = 'portal-test-files';

  const [postgres, s3] = await Promise.all([
    launchRunner({
      type: 'start-postgres',
      options: {
        dataDir: path.join(folder, 'postgres'),
        port: await findFreePort(),
        user: 'portal',
        password,
        database: 'portal_test',
      },
    }),
    launchRunner({
      type: 'start-s3',
      options: {
        directory: path.join(folder, 's3'),
        port: await findFreePort(),
        bucket,
        accessKey,
        secretKey,
      },
    }),
  ]);
  globalThis.portalTestHarness = { folder, runners: [postgres, s3] };
  publishTestInfrastructure({
    databaseUrl: postgres.url,
    s3: { endpoint: s3.url, accessKey, secretKey, bucket },
  });
}
