import path from 'node:path';
import { serviceNames, type ServiceName } from '@portal/contract/health';
import {
  findFreePort,
  startEmbeddedSmtp,
  type RunnerRequest,
  type RunningSmtp,
} from '@portal/embedded-infra';
import type { LauncherConfig } from './launcher-config.js';
import { partNodeFlags } from './node-flags.js';
import { PartOutput } from './output/part-output.js';
import { startNodePart } from './parts/node-part.js';
import { startPostgresPart } from './parts/postgres-part.js';
import type { PartFailure } from './parts/part-failure.js';
import type { PartProcess, PartStarter } from './parts/part-process.js';
import { startRunnerPart } from './parts/runner-part.js';
import {
  gatewayEnvironment,
  gatewayScript,
  serviceEnvironment,
  serviceScript,
  serviceUrl,
  type Endpoints,
} from './portal-layout.js';
import type { RunSecrets } from './secrets.js';
import type { Clock } from './supervision/clock.js';
import { RestartPolicy, type RestartSettings } from './supervision/restart-policy.js';
import { SupervisedPart } from './supervision/supervised-part.js';

/** A first start may create the database cluster and apply every migration. */
const firstStartWithinMs = 120_000;

export type PartName = 'postgres' | 'objects' | ServiceName | 'gateway';

/** Where the running parts listen (written to DATA_DIR/endpoints.json for tools and operators). */
export interface PortalAddresses {
  gateway: string;
  services: Record<ServiceName, string>;
  /** The embedded PostgreSQL, without its password (in secrets.json); absent with DATABASE_URL. */
  database?: string;
  /** The embedded object store; absent with S3_ENDPOINT. */
  objectStore?: string;
  /** The launcher's SMTP receiver and the folder it writes each email to; absent with SMTP_URL. */
  mail?: { smtp: string; folder: string };
  /**
   * The pid of each part's process, as the launcher started it: for `postgres` the server's
   * own (the postmaster), for `objects` its runner (s3rver runs in it).
   */
  pids: Partial<Record<PartName, number>>;
}

export interface PortalSupervisorOptions {
  config: LauncherConfig;
  secrets: RunSecrets;
  write: (text: string) => void;
  /** Human-readable part output (a terminal) rather than JSON lines. */
  pretty: boolean;
  /** A part was restarted: its pid has changed. */
  onPartRestarted: () => void;
  /** A part could not be brought back: the portal must stop, with this reason. */
  onPartGaveUp: (failure: PartFailure) => void;
  restartSettings?: RestartSettings;
  clock?: Clock;
}

/**
 * Starts the parts of the portal in order (database, object store and mail receiver, migrations,
 * services, gateway), keeps them running, and stops them in reverse. A part that fails its first start
 * stops the start. A part that stops on its own later is restarted on the same port, with
 * growing waits; one that cannot be brought back is reported through `onPartGaveUp`.
 */
export class PortalSupervisor {
  /** In start order. */
  private readonly parts: Array<SupervisedPart<PartProcess>> = [];
  private readonly outputs = new Map<string, PartOutput>();
  private listening: Omit<PortalAddresses, 'pids'> | undefined;
  /** The SMTP receiver, without SMTP_URL: inside this process, stopped after the parts. */
  private mailReceiver: RunningSmtp | undefined;

  constructor(private readonly options: PortalSupervisorOptions) {}

  /** Starts every part; answers where the gateway and each service listen. */
  async start(): Promise<PortalAddresses> {
    const { config, secrets } = this.options;
    const [databaseUrl, s3, smtpUrl] = await Promise.all([
      this.startDatabase(),
      this.startObjectStore(),
      this.startMailReceiver(),
    ]);
    const servicePorts = {} as Record<ServiceName, number>;
    for (const service of serviceNames) servicePorts[service] = await findFreePort();
    const endpoints: Endpoints = { databaseUrl, s3, smtpUrl, servicePorts };

    await Promise.all(
      serviceNames.map((service) =>
        this.supervise(service, (conditions) =>
          startNodePart(
            {
              script: serviceScript(service),
              // Migrations first (under an advisory lock), then serve: one Node start-up per service.
              args: ['serve', '--migrate'],
              execArgv: partNodeFlags(service),
              env: serviceEnvironment(service, config, secrets, endpoints),
              output: this.output(service),
              readyUrl: `${serviceUrl(endpoints, service)}/health`,
            },
            conditions,
          ),
        ).start(),
      ),
    );

    const gatewayUrl = `http://${config.HOST}:${config.PORT}`;
    await this.supervise('gateway', (conditions) =>
      startNodePart(
        {
          script: gatewayScript,
          execArgv: partNodeFlags('gateway'),
          env: gatewayEnvironment(config, secrets, endpoints),
          output: this.output('gateway'),
          readyUrl: `${gatewayUrl}/api/health`,
          // 503 names a service that is down: the gateway itself is up.
          isReadyStatus: (status) => status === 200 || status === 503,
        },
        conditions,
      ),
    ).start();

    const services = Object.fromEntries(
      serviceNames.map((service) => [service, serviceUrl(endpoints, service)]),
    ) as PortalAddresses['services'];
    this.listening = {
      gateway: gatewayUrl,
      services,
      ...(config.DATABASE_URL ? {} : { database: withoutPassword(databaseUrl) }),
      ...(config.S3_ENDPOINT ? {} : { objectStore: s3.endpoint }),
      ...(config.SMTP_URL ? {} : { mail: { smtp: smtpUrl, folder: mailFolder(config) } }),
    };
    return this.addresses();
  }

  /** Where the parts listen, with the pids of the processes running now. */
  addresses(): PortalAddresses {
    if (!this.listening) throw new Error('the portal has not started');
    const pids: PortalAddresses['pids'] = {};
    for (const part of this.parts) {
      if (part.pid !== undefined) pids[part.name as PartName] = part.pid;
    }
    return { ...this.listening, pids };
  }

  /** Stops everything that was started, the gateway first and the database last. */
  async stop(): Promise<void> {
    // First, so that parts exiting meanwhile (Ctrl-C reaches them too) are not restarted.
    for (const part of this.parts) part.holdRestarts();
    for (const part of [...this.parts].reverse()) {
      try {
        await part.stop();
      } catch (error) {
        this.options.write(
          `[portal] ${part.name} did not stop cleanly: ${(error as Error).message}\n`,
        );
      }
    }
    // After the notifications service: an email it was sending is taken before the receiver goes.
    await this.mailReceiver?.stop();
    this.mailReceiver = undefined;
  }

  private async startDatabase(): Promise<string> {
    const { config, secrets } = this.options;
    if (config.DATABASE_URL) return config.DATABASE_URL;
    const cluster = {
      dataDir: path.join(config.DATA_DIR, 'postgres'),
      // Chosen once: a restarted PostgreSQL is where the services expect it.
      port: await findFreePort(),
      user: 'portal',
      password: secrets.postgresPassword,
      database: 'portal',
    };
    const server = await this.supervise('postgres', (conditions) =>
      startPostgresPart(cluster, this.output('postgres'), conditions, partNodeFlags('runner')),
    ).start();
    return server.url;
  }

  private async startObjectStore(): Promise<Endpoints['s3']> {
    const { config, secrets } = this.options;
    const bucket = config.S3_BUCKET;
    if (config.S3_ENDPOINT && config.S3_ACCESS_KEY && config.S3_SECRET_KEY) {
      return {
        endpoint: config.S3_ENDPOINT,
        accessKey: config.S3_ACCESS_KEY,
        secretKey: config.S3_SECRET_KEY,
        bucket,
      };
    }
    const request: RunnerRequest = {
      type: 'start-s3',
      options: {
        directory: path.join(config.DATA_DIR, 'objects'),
        port: await findFreePort(),
        bucket,
        accessKey: secrets.s3AccessKey,
        secretKey: secrets.s3SecretKey,
      },
    };
    const runner = await this.supervise('objects', (conditions) =>
      startRunnerPart(request, this.output('objects'), conditions, partNodeFlags('runner')),
    ).start();
    return {
      endpoint: runner.url,
      accessKey: secrets.s3AccessKey,
      secretKey: secrets.s3SecretKey,
      bucket,
    };
  }

  /**
   * Without SMTP_URL: a real SMTP receiver (embedded-infra's, the `smtp-server` package) that
   * writes each email the portal sends to DATA_DIR/mail as an .eml file. It runs inside the
   * launcher's own process, not in a runner as the object store does: smtp-server is a small
   * socket server that the launcher loads anyway, and a runner process of its own held about
   * 18 MiB (a Node process at rest) of the 400 MiB the whole portal may use.
   */
  private async startMailReceiver(): Promise<string> {
    const { config } = this.options;
    if (config.SMTP_URL) return config.SMTP_URL;
    this.mailReceiver = await startEmbeddedSmtp({
      directory: mailFolder(config),
      port: await findFreePort(),
    });
    return this.mailReceiver.url;
  }

  /** Keeps the part for restarts and shutdown (from before its start, so Ctrl-C can cancel it). */
  private supervise<Process extends PartProcess>(
    name: PartName,
    start: PartStarter<Process>,
  ): SupervisedPart<Process> {
    const part = new SupervisedPart<Process>({
      name,
      start,
      firstStartWithinMs,
      policy: new RestartPolicy(this.options.restartSettings),
      clock: this.options.clock,
      say: (line) => this.options.write(`[portal] ${line}\n`),
      onBack: () => this.options.onPartRestarted(),
      onGiveUp: (failure) => this.options.onPartGaveUp(failure),
    });
    this.parts.push(part);
    return part;
  }

  private output(part: string): PartOutput {
    let output = this.outputs.get(part);
    if (!output) {
      output = new PartOutput(part, {
        pretty: this.options.pretty,
        nameWidth: 12,
        write: this.options.write,
      });
      this.outputs.set(part, output);
    }
    return output;
  }
}

/** Where the launcher's SMTP receiver writes the emails. */
export function mailFolder(config: LauncherConfig): string {
  return path.join(config.DATA_DIR, 'mail');
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
