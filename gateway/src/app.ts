import { closeAfterEarlyAnswer, collectGarbageWhenIdle, serverTimeouts } from '@portal/http-kit';
import { requestIdHeader, RequestLogController, type Logger } from '@portal/logging';
import { pageScriptHashes, registerRemotesManifest, remotesManifest } from '@portal/page-drawing';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerAnswerCompression } from './api/compressed-answers.js';
import { registerPortalHealth } from './api/portal-health.js';
import { registerApiProxy } from './api/proxy.js';
import { registerUncachedAnswers } from './api/uncached-answers.js';
import { upstreamUrls } from './api/upstreams.js';
import type { GatewayConfig } from './config.js';
import { answerFrameworkError, refuseMalformedAddresses } from './edge/address-decoding.js';
import { answerClientError } from './edge/client-errors.js';
import { limitEachClient } from './edge/client-limits.js';
import { registerErrorAnswers } from './edge/edge-error.js';
import { defaultEdgeLimits, type EdgeLimits } from './edge/edge-limits.js';
import { refuseAmbiguousPaths } from './edge/path-hygiene.js';
import { SessionTokens } from './edge/session-tokens.js';
import { registerSecurityHeaders } from './web/security-headers.js';
import { registerStaticSite } from './web/static-site.js';

/** Multipart framing around the file itself (boundaries, the other form fields). */
const multipartAllowanceBytes = 64 * 1024;

/**
 * The gateway: one origin for the browser, with three sides. Its `/api` side is thin on purpose:
 * it routes, streams uploads and aggregates health (api/). Its web side serves the built files
 * and the pages, which @portal/page-drawing draws: each route's page with its hints, and a
 * member's data pages with their data, asked of the services with the member's token (web/).
 * It writes no log line for a routine request. At its edge (edge/) it
 * refuses what no service should see: addresses that do not decode, ambiguous paths, bodies too
 * large or too slow, and more connections or requests from one address or one account than a
 * person makes.
 */
export async function buildGateway(
  config: GatewayConfig,
  logger: Logger,
  limits: EdgeLimits = defaultEdgeLimits,
): Promise<FastifyInstance> {
  const timeouts = serverTimeouts(config.MAX_UPLOAD_MB);
  const loggerInstance: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    loggerInstance,
    logController: new RequestLogController({ completedLevel: 'debug' }),
    // A request id of our own: one sent by a client is not trusted.
    genReqId: () => randomUUID(),
    // request.ip is the client: the connecting address, or behind TRUSTED_PROXIES the first
    // address in X-Forwarded-For that is not one of them.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    // A path the router cannot decode is answered as the edge answers any malformed address.
    frameworkErrors: answerFrameworkError,
    // Bytes Node's parser refuses (no request at all yet): our shape, not Fastify's bare one.
    clientErrorHandler: answerClientError,
  });
  app.server.headersTimeout = timeouts.headersTimeoutMs;
  // With --expose-gc (npm start, docker-compose.yml): the heap a burst grew goes back once quiet.
  collectGarbageWhenIdle(app.server, { quietPaths: ['/api/health'] });
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header(requestIdHeader, request.id);
    done(null, payload);
  });

  registerErrorAnswers(app);
  registerUncachedAnswers(app);
  refuseMalformedAddresses(app);
  refuseAmbiguousPaths(app);
  closeAfterEarlyAnswer(app);
  const sessions = new SessionTokens(config.JWT_SECRET);
  const budgets = await limitEachClient(app, {
    requestsPerMinute: config.RATE_LIMIT_PER_MINUTE,
    requestsPerAccountPerMinute: config.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    connectionsPerAddress: limits.connectionsPerAddress,
    trustedProxies: config.TRUSTED_PROXIES,
    sessions,
  });

  const upstreams = upstreamUrls(config);
  const manifest = remotesManifest(config.WEB_ROOT, {
    'mf-member': config.REMOTE_ENTRY_MF_MEMBER,
    'mf-staff': config.REMOTE_ENTRY_MF_STAFF,
    'mf-admin': config.REMOTE_ENTRY_MF_ADMIN,
  });
  registerSecurityHeaders(app, manifest, pageScriptHashes(config.WEB_ROOT));
  await registerAnswerCompression(app);
  registerPortalHealth(app, upstreams);
  registerRemotesManifest(app, manifest);
  await registerApiProxy(app, {
    upstreams,
    jsonBody: { maxBytes: limits.jsonBodyMaxBytes, deadlineMs: limits.jsonBodyDeadlineMs },
    upload: {
      maxBytes: config.MAX_UPLOAD_MB * 1024 * 1024 + multipartAllowanceBytes,
      timeoutMs: timeouts.requestTimeoutMs,
      stallMs: limits.uploadStallMs,
    },
  });
  await registerStaticSite(app, config.WEB_ROOT, manifest, {
    upstreams,
    logger,
    sessions,
    budgets,
  });
  return app;
}
