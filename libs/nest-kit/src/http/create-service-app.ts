import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from '@portal/logging';
import { ApiErrorFilter } from '../errors/api-error.filter.js';
import { PinoNestLogger } from '../logging/pino-nest-logger.js';
import { StorableTextPipe } from '../validation/storable-text.pipe.js';
import { createServiceAdapter } from './create-adapter.js';

/**
 * A service application as it runs everywhere (npm start, containers, tests): Fastify, the
 * JSON logger, every error answered in the shape of decisions §2, and every body and query
 * refused when it holds text PostgreSQL cannot store.
 */
export async function createServiceApp(
  module: DynamicModule,
  logger: Logger,
  maxUploadMegabytes?: number,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    createServiceAdapter({ logger, maxUploadMegabytes }),
    { logger: new PinoNestLogger(logger) },
  );
  app.useGlobalFilters(new ApiErrorFilter());
  app.useGlobalPipes(new StorableTextPipe());
  return app;
}
