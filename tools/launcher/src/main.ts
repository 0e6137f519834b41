// `npm start`: the whole portal on one machine. Builds are done by nx before this runs.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '@portal/config';
import { lockDataDir } from './data-dir-lock.js';
import { EndpointsFile } from './endpoints-file.js';
import { loadLauncherConfig, type LauncherConfig } from './launcher-config.js';
import { mallocEnvironmentFrom } from './node-flags.js';
import { PartFailure } from './parts/part-failure.js';
import { assertPortFree } from './port-check.js';
import { PortalSupervisor } from './portal-supervisor.js';
import { resolveSecrets, type ResolvedSecrets } from './secrets.js';

// The runners (the object store's, the one creating the database) inherit the launcher's environment.
Object.assign(process.env, mallocEnvironmentFrom(process.env));

const write = (text: string) => process.stdout.write(text);
const say = (text: string) => write(`[portal] ${text}\n`);

async function main(): Promise<number> {
  const startedAt = Date.now();
  let config: LauncherConfig;
  try {
    config = loadLauncherConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`[portal] ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  await mkdir(config.DATA_DIR, { recursive: true });
  const unlock = await lockDataDir(config.DATA_DIR);
  const resolved = await resolveSecrets(config);
  await assertPortFree(config.PORT, config.HOST);
  describeStart(config, resolved);

  const endpointsFile = new EndpointsFile(path.join(config.DATA_DIR, 'endpoints.json'));
  let settle!: (exitCode: number) => void;
  const finished = new Promise<number>((resolve) => (settle = resolve));
  let stopping = false;
  let ready = false;
  const supervisor = new PortalSupervisor({
    config,
    secrets: resolved.secrets,
    write,
    pretty: Boolean(process.stdout.isTTY),
    // A restarted part has a new pid; before "ready" the file is not written yet.
    onPartRestarted: () => {
      if (ready && !stopping)
        void endpointsFile.write(supervisor.addresses()).catch(reportWriteError);
    },
    onPartGaveUp: (failure) => void shutdown(failure),
  });

  async function shutdown(reason: PartFailure | NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    if (reason instanceof PartFailure) {
      process.stderr.write(`[portal] ${reason.message}\n`);
      if (reason.lastOutput)
        process.stderr.write(`[portal] its last output:\n${indent(reason.lastOutput)}\n`);
      process.stderr.write('[portal] stopping everything\n');
    } else {
      say(`${reason}: stopping`);
    }
    await supervisor.stop();
    await endpointsFile.remove();
    await unlock();
    if (!(reason instanceof PartFailure)) say('stopped');
    settle(reason instanceof PartFailure ? 1 : 0);
  }

  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const addresses = await supervisor.start();
    // Where each part listens and its pid, for tools (the benchmark, the tests) and operators.
    await endpointsFile.write(addresses);
    ready = true;
    if (!stopping && addresses.mail) {
      say(
        `emails: no SMTP_URL, so an SMTP receiver on ${addresses.mail.smtp} writes each to ${addresses.mail.folder}${path.sep}<sha256 of its Message-ID>.eml`,
      );
    }
    if (!stopping) {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      say(`ready in ${seconds} s: http://${displayHost(config.HOST)}:${config.PORT}`);
      say('press Ctrl-C to stop');
    }
  } catch (error) {
    await shutdown(
      error instanceof PartFailure ? error : new PartFailure('portal', (error as Error).message),
    );
  }
  return finished;
}

function describeStart(config: LauncherConfig, resolved: ResolvedSecrets): void {
  say(`data folder: ${config.DATA_DIR}`);
  say(config.DATABASE_URL ? 'database: DATABASE_URL' : 'database: embedded PostgreSQL');
  say(
    config.S3_ENDPOINT
      ? `object storage: ${config.S3_ENDPOINT}`
      : 'object storage: embedded S3-compatible store',
  );
  say(
    config.SMTP_URL
      ? 'mail server: SMTP_URL'
      : `mail server: none, emails are written to ${path.join(config.DATA_DIR, 'mail')}`,
  );
  if (resolved.fromFile.length > 0) {
    say(
      `${resolved.createdNow ? 'generated' : 'using'} ${resolved.fromFile.join(', ')} from ${resolved.file}`,
    );
  }
  if (resolved.fromFile.includes('PORTAL_ADMIN_PASSWORD')) {
    say(
      `first admin: ${resolved.secrets.adminEmail}; its password is "adminPassword" in ${resolved.file}`,
    );
  }
}

function reportWriteError(error: unknown): void {
  say(`could not update endpoints.json: ${(error as Error).message}`);
}

function displayHost(host: string): string {
  return host === '0.0.0.0' ? '127.0.0.1' : host;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    process.stderr.write(
      `[portal] could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
