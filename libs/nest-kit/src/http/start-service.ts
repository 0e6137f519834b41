import { type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger, type LogLevel } from '@portal/logging';
import { createServiceApp } from './create-service-app.js';

export interface StartServiceOptions {
  service: string;
  module: DynamicModule;
  port: number;
  host: string;
  logLevel: LogLevel;
  maxUploadMegabytes?: number;
}

/**
 * Starts one service: Fastify, JSON logs, graceful shutdown on SIGTERM/SIGINT, and, when a
 * launcher started it, shutdown as soon as that launcher is gone (its IPC channel closes).
 */
export async function startService(options: StartServiceOptions): Promise<NestFastifyApplication> {
  const logger = createLogger({ part: options.service, level: options.logLevel });
  const app = await createServiceApp(options.module, logger, options.maxUploadMegabytes);
  app.enableShutdownHooks();
  await app.listen(options.port, options.host);

  if (process.send) {
    process.once('disconnect', () => {
      logger.warn('launcher is gone; shutting down');
      void app.close().finally(() => process.exit(0));
    });
  }
  return app;
}
