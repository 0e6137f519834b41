import { serverTimeouts } from '@portal/config';
import { requestIdHeader, RequestLogController, type Logger } from '@portal/logging';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerPortalHealth } from './api/portal-health.js';
import { registerApiProxy } from './api/proxy.js';
import { upstreamUrls } from './api/upstreams.js';
import type { GatewayConfig } from './config.js';
import { registerRemotesManifest, remotesManifest } from './web/remotes-manifest.js';
import { registerSecurityHeaders } from './web/security-headers.js';
import { registerStaticSite } from './web/static-site.js';

/** Multipart framing around the file itself (boundaries, the other form fields). */
const multipartAllowanceBytes = 64 * 1024;

/**
 * The gateway: one origin for the browser. Thin on purpose: it routes, streams, serves files
 * and aggregates health; it never parses bodies and writes no log line for a routine request.
 */
export async function buildGateway(
  config: GatewayConfig,
  logger: Logger,
): Promise<FastifyInstance> {
  const timeouts = serverTimeouts(config.MAX_UPLOAD_MB);
  const loggerInstance: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    loggerInstance,
    logController: new RequestLogController({ completedLevel: 'debug' }),
    // A request id of our own: one sent by a client is not trusted.
    genReqId: () => randomUUID(),
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
  });
  app.server.headersTimeout = timeouts.headersTimeoutMs;
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header(requestIdHeader, request.id);
    done(null, payload);
  });

  const upstreams = upstreamUrls(config);
  const manifest = remotesManifest(config);
  registerSecurityHeaders(app, manifest);
  registerPortalHealth(app, upstreams);
  registerRemotesManifest(app, manifest);
  await registerApiProxy(app, {
    upstreams,
    maxRequestBytes: config.MAX_UPLOAD_MB * 1024 * 1024 + multipartAllowanceBytes,
    uploadTimeoutMs: timeouts.requestTimeoutMs,
  });
  await registerStaticSite(app, config.WEB_ROOT);
  return app;
}
