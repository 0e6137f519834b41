import replyFrom from '@fastify/reply-from';
import { apiError, serviceNames, type ServiceName } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EdgeError } from '../edge/edge-error.js';
import { sendServiceAnswer } from './compressed-answers.js';
import { forwardedFrom, forwardedHeaders, withoutHopHeaders } from './forwarded-headers.js';
import { readJsonBodiesWhole, streamUploadBodies, type JsonBodyLimits } from './request-bodies.js';
import { apiRoutes, uploadRoute } from './upstreams.js';

export interface ProxyOptions {
  upstreams: Record<ServiceName, string>;
  jsonBody: JsonBodyLimits;
  upload: {
    /** Largest upload accepted, in bytes (multipart framing included). */
    maxBytes: number;
    /** Longest a whole upload may take (see serverTimeouts). */
    timeoutMs: number;
    /** An upload body silent this long is answered 408 (EdgeLimits.uploadStallMs). */
    stallMs: number;
  };
}

/** A service has this long to answer a JSON call once it has the request. */
const serviceAnswerTimeoutMs = 30_000;
/** The files service has longer: it may still be storing an upload it has just received. */
const filesAnswerTimeoutMs = 60_000;

/**
 * Forwards each `/api` prefix to its service over a keep-alive pool (`@fastify/reply-from` on
 * undici). JSON bodies are read whole first (bounded in size and time); uploads stream through.
 * A request with a body is never sent twice: only GET and HEAD are retried, on a replica's 503.
 */
export async function registerApiProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  for (const service of serviceNames) {
    await app.register(async (serviceScope) => {
      await serviceScope.register(replyFrom, {
        base: options.upstreams[service],
        disableRequestLogging: true,
        retryMethods: ['GET', 'HEAD'],
        maxRetriesOn503: 2,
        undici: {
          connections: 64,
          pipelining: 1,
          // Shorter than the services' keep-alive, so the pool never reuses a socket they closed.
          keepAliveTimeout: 60_000,
          connect: { timeout: 5_000 },
          // Counted from the moment the request has been sent entirely: a slow upload is not cut.
          headersTimeout: service === 'files' ? filesAnswerTimeoutMs : serviceAnswerTimeoutMs,
          // Silence on an answer's body for this long ends it; downloads to slow clients pause
          // reading, so the files service gets as long as a whole upload.
          bodyTimeout: service === 'files' ? options.upload.timeoutMs : serviceAnswerTimeoutMs,
        },
      });
      const forward = forwardTo(service);

      await serviceScope.register(async (jsonScope) => {
        readJsonBodiesWhole(jsonScope, options.jsonBody);
        for (const route of apiRoutes.filter((candidate) => candidate.service === service)) {
          jsonScope.all(route.prefix, forward);
          jsonScope.all(`${route.prefix}/*`, forward);
        }
      });

      if (service === uploadRoute.service) {
        await serviceScope.register(async (uploadScope) => {
          streamUploadBodies(uploadScope, {
            maxBytes: options.upload.maxBytes,
            stallMs: options.upload.stallMs,
          });
          uploadScope.route({
            method: uploadRoute.method,
            url: uploadRoute.path,
            handler: forward,
          });
        });
      }
    });
  }
}

function forwardTo(service: ServiceName) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const body = Buffer.isBuffer(request.body)
      ? {
          body: request.body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        }
      : {};
    return reply.from(request.url, {
      ...body,
      rewriteRequestHeaders: (original, headers) =>
        forwardedHeaders(headers, forwardedFrom(original)),
      // The client's connection is the gateway's to keep or close, not the service's.
      rewriteHeaders: (headers) => withoutHopHeaders(headers),
      onResponse: (_request, _reply, answer) => sendServiceAnswer(request, reply, answer),
      onError: (failed, { error }) => answerFailure(failed as FastifyReply, service, error),
    });
  };
}

/**
 * The service could not be asked or did not answer. A refusal of our own on the way (the
 * upload passed its limit) is answered as such; otherwise 503 (not reachable) or 504 (too slow)
 * with a sentence, for this prefix only.
 */
function answerFailure(reply: FastifyReply, service: ServiceName, error: Error): void {
  if (reply.sent) return;
  const refusal = edgeErrorIn(error);
  if (refusal) {
    void reply.status(refusal.statusCode).send(apiError(refusal.code, refusal.message));
    return;
  }
  const timedOut = (error as { statusCode?: number }).statusCode === 504;
  reply.log.error({ err: error, service }, `${service} service did not answer`);
  void reply
    .status(timedOut ? 504 : 503)
    .send(
      apiError(
        timedOut ? 'service.timeout' : 'service.unavailable',
        timedOut
          ? 'The portal took too long to answer. Please try again.'
          : 'This part of the portal is not reachable right now. Please try again in a moment.',
      ),
    );
}

function edgeErrorIn(error: unknown): EdgeError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof EdgeError) return cause;
  }
  return undefined;
}
