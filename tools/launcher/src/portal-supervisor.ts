import path from 'node:path';
import { serviceNames, type ServiceName } from '@portal/contract';
import { findFreePort, launchRunner, type RunningRunner } from '@portal/embedded-infra';
import type { LauncherConfig } from './launcher-config.js';
import { PartOutput } from './output/part-output.js';
import { NodePart } from './parts/node-part.js';
import { PartFailure } from './parts/part-failure.js';
import {
  gatewayEnvironment,
  gatewayScript,
  serviceEnvironment,
  serviceScript,
  serviceUrl,
  type Endpoints,
} from './portal-layout.js';
import type { RunSecrets } from './secrets.js';

const infrastructureStartMs = 120_000;
const serviceStartMs = 120_000;

type StoppablePart = { name: string; stop(): Promise<void> };

/** Where the running parts listen (written to DATA_DIR/endpoints.json for tools such as the benchmark). */
export interface PortalAddresses {
  gateway: string;
  services: Record<ServiceName, string>;
}

/**
 * Starts the parts of the portal in order (database and object store, migrations, services,
 * gateway) and stops them in reverse. A part that fails to start, or stops on its own later,
 * is reported through `onUnexpectedExit` with its name and last output.
 */
export class PortalSupervisor {
  private readonly running: StoppablePart[] = [];
  private readonly outputs = new Map<string, PartOutput>();
  private shuttingDown = false;

  constructor(
    private readonly config: LauncherConfig,
    private readonly secrets: RunSecrets,
    private readonly write: (text: string) => void,
    private readonly pretty: boolean,
    private readonly onUnexpectedExit: (failure: PartFailure) => void,
  ) {}

  /** Starts every part; answers where the gateway and each service listen. */
  async start(): Promise<PortalAddresses> {
    const [databaseUrl, s3] = await Promise.all([this.startDatabase(), this.startObjectStore()]);
    const servicePorts = {} as Record<ServiceName, number>;
    for (const service of serviceNames) servicePorts[service] = await findFreePort();
    const endpoints: Endpoints = { databaseUrl, s3, servicePorts };

    await Promise.all(serviceNames.map((service) => this.startService(service, endpoints)));

    const gateway = this.watch(
      new NodePart({
        script: gatewayScript,
        env: gatewayEnvironment(this.config, endpoints),
        output: this.output('gateway'),
      }),
    );
    const gatewayUrl = `http://${this.config.HOST}:${this.config.PORT}`;
    await gateway.healthy(`${gatewayUrl}/api/health`, serviceStartMs);
    const services = Object.fromEntries(
      serviceNames.map((service) => [service, serviceUrl(endpoints, service)]),
    );
    return { gateway: gatewayUrl, services: services as PortalAddresses['services'] };
  }

  /** Stops everything that was started, the gateway first and the database last. */
  async stop(): Promise<void> {
    this.shuttingDown = true;
    for (const part of [...this.running].reverse()) {
      try {
        await part.stop();
      } catch (error) {
        this.write(`[portal] ${part.name} did not stop cleanly: ${(error as Error).message}\n`);
      }
    }
    this.running.length = 0;
  }

  private async startDatabase(): Promise<string> {
    if (this.config.DATABASE_URL) return this.config.DATABASE_URL;
    const output = this.output('postgres');
    const runner = await this.launch('postgres', output, {
      type: 'start-postgres',
      options: {
        dataDir: path.join(this.config.DATA_DIR, 'postgres'),
        port: await findFreePort(),
        user: 'portal',
        password: this.secrets.postgresPassword,
        database: 'portal',
      },
    });
    return runner.url;
  }

  private async startObjectStore(): Promise<Endpoints['s3']> {
    const bucket = this.config.S3_BUCKET;
    if (this.config.S3_ENDPOINT && this.config.S3_ACCESS_KEY && this.config.S3_SECRET_KEY) {
      return {
        endpoint: this.config.S3_ENDPOINT,
        accessKey: this.config.S3_ACCESS_KEY,
        secretKey: this.config.S3_SECRET_KEY,
        bucket,
      };
    }
    const output = this.output('objects');
    const runner = await this.launch('objects', output, {
      type: 'start-s3',
      options: {
        directory: path.join(this.config.DATA_DIR, 'objects'),
        port: await findFreePort(),
        bucket,
        accessKey: this.secrets.s3AccessKey,
        secretKey: this.secrets.s3SecretKey,
      },
    });
    return {
      endpoint: runner.url,
      accessKey: this.secrets.s3AccessKey,
      secretKey: this.secrets.s3SecretKey,
      bucket,
    };
  }

  private async launch(
    name: string,
    output: PartOutput,
    request: Parameters<typeof launchRunner>[0],
  ): Promise<RunningRunner> {
    let runner: RunningRunner;
    try {
      runner = await launchRunner(request, {
        onOutput: (_stream, chunk) => output.accept(chunk),
        timeoutMs: infrastructureStartMs,
      });
    } catch (error) {
      throw new PartFailure(name, `did not start: ${(error as Error).message}`, output.tail.text());
    }
    this.running.push({ name, stop: () => runner.stop() });
    runner.child.once('exit', (code, signal) => {
      if (!this.shuttingDown) {
        this.onUnexpectedExit(
          new PartFailure(
            name,
            `stopped on its own (${signal ?? `code ${code}`})`,
            output.tail.text(),
          ),
        );
      }
    });
    return runner;
  }

  private async startService(service: ServiceName, endpoints: Endpoints): Promise<void> {
    const part = this.watch(
      new NodePart({
        script: serviceScript(service),
        // Migrations first (under an advisory lock), then serve: one Node start-up per service.
        args: ['serve', '--migrate'],
        env: serviceEnvironment(service, this.config, this.secrets, endpoints),
        output: this.output(service),
      }),
    );
    await part.healthy(`${serviceUrl(endpoints, service)}/health`, serviceStartMs);
  }

  /** Keeps the part for shutdown, and reports it if it ends while it should be running. */
  private watch(part: NodePart): NodePart {
    this.running.push(part);
    void part.exited().then(({ code, signal }) => {
      if (this.shuttingDown || part.isStopping) return;
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      this.onUnexpectedExit(new PartFailure(part.name, how, this.output(part.name).tail.text()));
    });
    return part;
  }

  private output(part: string): PartOutput {
    let output = this.outputs.get(part);
    if (!output) {
      output = new PartOutput(part, { pretty: this.pretty, nameWidth: 12, write: this.write });
      this.outputs.set(part, output);
    }
    return output;
  }
}
