import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger, type LogLevel } from '@portal/logging';
import { createServiceApp } from '../http/create-service-app.js';

export interface TestService {
  app: NestFastifyApplication;
  /** http://127.0.0.1:<port> of the running service. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a service module on a free port exactly as `npm start` does (same adapter, filters,
 * logging), so integration tests talk real HTTP to it.
 */
export async function startTestService(
  module: DynamicModule,
  logLevel: LogLevel = (process.env.TEST_LOG_LEVEL as LogLevel | undefined) ?? 'silent',
): Promise<TestService> {
  const logger = createLogger({ part: 'test', level: logLevel });
  const app = await createServiceApp(module, logger);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  if (!address || typeof address === 'string')
    throw new Error('the test service has no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
