import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Level of the line written for a completed request; 5xx answers are always `error`. */
  completedLevel: 'info' | 'debug';
  /** Paths polled by health checks: not logged. */
  quietPaths?: readonly string[];
}

/**
 * One line per request, written when it completes (Fastify's default writes two), with the
 * request id, method, redacted URL, status and duration.
 */
export class RequestLogController extends LogController {
  private readonly quietPaths: ReadonlySet<string>;

  constructor(private readonly options: RequestLogOptions) {
    super({ requestIdLogLabel: 'requestId' });
    this.quietPaths = new Set(options.quietPaths ?? []);
  }

  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.quietPaths.has(request.url)) return;
    const fields = { req: request, res: reply, responseTimeMs: Math.round(reply.elapsedTime) };
    if (error || reply.statusCode >= 500) {
      reply.log.error({ ...fields, ...(error ? { err: error } : {}) }, 'request failed');
    } else {
      reply.log[this.options.completedLevel](fields, 'request completed');
    }
  }
}
