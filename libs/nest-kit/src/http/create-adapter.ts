import type { IncomingMessage } from 'node:http';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { RequestLogController, requestIdFrom, requestIdHeader, type Logger } from '@portal/logging';
import type { FastifyInstance } from 'fastify';
import {
  closeAfterEarlyAnswer,
  collectGarbageWhenIdle,
  privateNetworks,
  serverTimeouts,
} from '@portal/http-kit';

export interface AdapterOptions {
  logger: Logger;
  /** Largest request body, for the files service's uploads; JSON bodies stay at 1 MiB. */
  maxUploadMegabytes?: number;
}

const jsonBodyLimitBytes = 1024 * 1024;

/**
 * The Fastify adapter every service runs on: the request id from the gateway on every
 * log line, one log line per request (health checks excepted), timeouts set on purpose, and
 * a memory-reducing garbage collection once quiet after use.
 * Errors raised by Fastify itself (unreadable JSON, too large) reach `ApiErrorFilter`
 * through NestJS's error handler.
 */
export function createServiceAdapter(options: AdapterOptions): FastifyAdapter {
  const timeouts = serverTimeouts(options.maxUploadMegabytes ?? 25);
  const adapter = new FastifyAdapter({
    loggerInstance: options.logger,
    logController: new RequestLogController({ completedLevel: 'info', quietPaths: ['/health'] }),
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[requestIdHeader]),
    bodyLimit: jsonBodyLimitBytes,
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // The gateway sets X-Forwarded-For from the real client; it reaches a service over loopback
    // (npm start) or a private network (compose). Nobody else is believed.
    trustProxy: privateNetworks,
    return503OnClosing: true,
  });
  configureInstance(adapter.getInstance<FastifyInstance>(), timeouts.headersTimeoutMs);
  return adapter;
}

function configureInstance(instance: FastifyInstance, headersTimeoutMs: number): void {
  instance.server.headersTimeout = headersTimeoutMs;
  // A refusal sent before an upload has arrived (401, 413, 415) must reach the gateway intact.
  closeAfterEarlyAnswer(instance);
  // With --expose-gc (npm start, docker-compose.yml): the heap a burst grew goes back once quiet.
  collectGarbageWhenIdle(instance.server, { quietPaths: ['/health'] });
  instance.addHook('onSend', (request, reply, payload, done) => {
    void reply.header(requestIdHeader, request.id);
    done(null, payload);
  });
}
