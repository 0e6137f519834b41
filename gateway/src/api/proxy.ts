import httpProxy from '@fastify/http-proxy';
import { apiError, type ServiceName } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRoutes } from './upstreams.js';
import { forwardedHeaders } from './forwarded-headers.js';

export interface ProxyOptions {
  upstreams: Record<ServiceName, string>;
  /** Largest upload accepted, in bytes (multipart overhead included). */
  maxRequestBytes: number;
  /** Longest a whole upload may take (see serverTimeouts). */
  uploadTimeoutMs: number;
}

/** Time allowed to a service between receiving a whole request and sending its answer's headers. */
const serviceAnswerTimeoutMs = 60_000;

/**
 * Forwards each `/api` prefix to its service. Bodies are streamed both ways, never parsed
 * or buffered here: the services validate them.
 */
export async function registerApiProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  for (const route of apiRoutes) {
    const upstream = options.upstreams[route.service];
    await app.register(httpProxy, {
      upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      disableRequestLogging: true,
      // A replica that is shutting down answers 503; try another one a few times.
      maxRetriesOn503: 3,
      undici: {
        connections: 64,
        pipelining: 1,
        // Shorter than the services' keep-alive, so the pool never reuses a socket they closed.
        keepAliveTimeout: 60_000,
        connectTimeout: 5_000,
        // Counted from the moment the request has been sent entirely: a slow upload is not cut.
        headersTimeout: serviceAnswerTimeoutMs,
        // Silence on a response body for this long ends it; downloads to slow clients pause
        // reading, so the files service gets as long as a whole upload.
        bodyTimeout: route.service === 'files' ? options.uploadTimeoutMs : serviceAnswerTimeoutMs,
      },
      preHandler: (request, reply, done) => {
        const declaredLength = Number(request.headers['content-length'] ?? 0);
        if (declaredLength > options.maxRequestBytes) {
          // Refuse at once rather than after minutes of uploading on a slow connection.
          void reply.status(413).send(apiError(413, tooLargeMessage(options.maxRequestBytes)));
          return;
        }
        done();
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          forwardedHeaders(headers, {
            requestId: request.id,
            clientAddress: request.socket.remoteAddress ?? 'unknown',
            protocol: request.protocol,
            host: request.headers.host,
          }),
        onError: (reply, { error }) =>
          answerUnreachable(reply as FastifyReply, route.service, error),
      },
    });
  }
}

function answerUnreachable(reply: FastifyReply, service: ServiceName, error: Error): void {
  const timedOut = /timeout/i.test(`${error.name} ${(error as { code?: string }).code ?? ''}`);
  reply.log.error({ err: error, service }, `${service} service did not answer`);
  if (reply.sent) return;
  void reply
    .status(timedOut ? 504 : 503)
    .send(
      apiError(
        timedOut ? 504 : 503,
        timedOut
          ? 'The portal took too long to answer. Please try again.'
          : 'This part of the portal is not reachable right now. Please try again in a moment.',
      ),
    );
}

function tooLargeMessage(maxRequestBytes: number): string {
  const megabytes = Math.floor(maxRequestBytes / (1024 * 1024));
  return `The file is too large. The largest file accepted is ${megabytes} MB.`;
}
