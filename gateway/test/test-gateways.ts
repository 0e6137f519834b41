import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@portal/logging';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import type { EdgeLimits } from '../src/edge/edge-limits.js';
import { FakeServices } from './fake-services.js';
import { createFakeWebRoot } from './fake-web-root.js';
import { testJwtSecret } from './session-tokens.js';

/** A gateway listening on a loopback port, and where to reach it. */
export interface RunningGateway {
  app: FastifyInstance;
  port: number;
  base: string;
}

/**
 * What every gateway test stands on: the fake services (each echoes what reached it), a fake
 * web root of built frontends, and gateways started on them with the settings a test names.
 * Every line a gateway writes, routine ones included (debug), is kept in `logLines`, so a test
 * can say what is never logged.
 */
export class TestGateways {
  readonly services = new FakeServices();
  readonly logLines: string[] = [];
  private root: string | undefined;
  private readonly started: FastifyInstance[] = [];

  /** Starts the fake services and writes the fake web root; in `beforeAll`. */
  async start(): Promise<void> {
    await this.services.start();
    this.root = await createFakeWebRoot();
  }

  get webRoot(): string {
    if (!this.root) throw new Error('TestGateways.start() has not run (beforeAll)');
    return this.root;
  }

  /**
   * A gateway on the fake services, with `settings` over the defaults (environment variables
   * as the gateway reads them; a service's URL among them replaces the fake one).
   */
  async gateway(
    settings: Record<string, string> = {},
    limits?: EdgeLimits,
  ): Promise<RunningGateway> {
    const { urls } = this.services;
    const config = loadGatewayConfig({
      IDENTITY_URL: urls.identity,
      GRANTS_URL: urls.grants,
      APPLICATIONS_URL: urls.applications,
      FILES_URL: urls.files,
      NOTIFICATIONS_URL: urls.notifications,
      REVIEWS_URL: urls.reviews,
      WEB_ROOT: this.webRoot,
      JWT_SECRET: testJwtSecret,
      ...settings,
    });
    const destination = new Writable({
      write: (chunk, _encoding, done) => {
        this.logLines.push(String(chunk));
        done();
      },
    });
    const app = await buildGateway(
      config,
      createLogger({ part: 'gateway', level: 'debug', destination }),
      limits,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    this.started.push(app);
    const { port } = app.server.address() as AddressInfo;
    return { app, port, base: `http://127.0.0.1:${port}` };
  }

  /** Closes every gateway started, stops the services, removes the web root; in `afterAll`. */
  async stop(): Promise<void> {
    await Promise.all(this.started.map((app) => app.close()));
    await this.services.stopAll();
    if (this.root) await rm(this.root, { recursive: true, force: true });
  }
}
