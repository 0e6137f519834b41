import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceNames } from '@portal/contract';
import { loadLauncherConfig } from '../src/launcher-config.js';
import {
  launcherFlags,
  mallocEnvironment,
  mallocShellPrefix,
  partNodeFlags,
} from '../src/node-flags.js';
import { gatewayEnvironment, serviceEnvironment, type Endpoints } from '../src/portal-layout.js';
import type { RunSecrets } from '../src/secrets.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('how npm start runs its Node processes', () => {
  it('gives each part its own flags after those of the launcher’s that are not ours, each once', () => {
    expect(partNodeFlags('identity', [])).toEqual(['--max-semi-space-size=1', '--expose-gc']);
    expect(partNodeFlags('runner', [])).toEqual([...launcherFlags]);
    expect(partNodeFlags('grants', ['--inspect=0', ...launcherFlags])).toEqual([
      '--inspect=0',
      '--max-semi-space-size=1',
      '--expose-gc',
    ]);
    expect(partNodeFlags('gateway', [])).toEqual(['--max-semi-space-size=1', '--expose-gc']);
  });

  it('keeps the members’ processes at full speed: no V8 flag that trades speed for memory', () => {
    for (const part of ['identity', 'grants', 'applications', 'files', 'gateway'] as const) {
      const flags = partNodeFlags(part, []);
      expect(flags).not.toContain('--optimize-for-size');
      expect(flags).not.toContain('--lite-mode');
      expect(flags).not.toContain('--liftoff-only');
    }
  });

  it('starts the launcher itself with its flags (package.json "start")', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toContain(
      `${mallocShellPrefix} exec node ${launcherFlags.join(' ')} tools/launcher/dist/main.js`,
    );
  });

  it('sets glibc malloc’s arenas and mmap threshold for the services and the gateway', () => {
    const secrets = {
      postgresPassword: 'p',
      jwtSecret: 'j',
      dataEncryptionKey: 'd',
      s3AccessKey: 'a',
      s3SecretKey: 's',
      adminEmail: 'admin@portal.local',
      adminPassword: 'x',
      serviceSecret: 'c',
    } satisfies RunSecrets;
    const endpoints: Endpoints = {
      databaseUrl: 'postgres://portal:pw@127.0.0.1:5432/portal',
      s3: { endpoint: 'http://127.0.0.1:9000', accessKey: 'a', secretKey: 'b', bucket: 'files' },
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
    const config = loadLauncherConfig({ DATA_DIR: '/tmp/node-flags-test' });
    const environments = [
      ...serviceNames.map((service) => serviceEnvironment(service, config, secrets, endpoints)),
      gatewayEnvironment(config, secrets, endpoints),
    ];
    for (const environment of environments) {
      for (const [name, value] of Object.entries(mallocEnvironment))
        expect(environment[name]).toBe(process.env[name] ?? value);
    }
  });
});
