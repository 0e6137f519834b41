import { apiError, codeForStatus, statusForCode, type ErrorCode } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';

/** A refusal decided at the edge (too large, too slow, a bad path): a code and a sentence. */
export class EdgeError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds after which trying again may work (`Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'EdgeError';
    this.statusCode = statusForCode(code);
  }
}

/**
 * Every error the gateway answers itself has the shape of decisions §2. Client errors (a
 * refusal, a malformed request Fastify could not read) keep their status and sentence, and are
 * not logged as errors; anything else is a defect: logged, and answered with a plain 500.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | EdgeError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof EdgeError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof EdgeError) {
      return reply.status(status).send(apiError(error.code, error.message));
    }
    // An address that does not decode is refused at the edge (address-decoding.ts); should one
    // still reach a decoder further on, it is the client's error all the same.
    if (error instanceof URIError) {
      return reply.status(400).send(apiError('request.invalid', 'This address is not valid.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(apiError(codeForStatus(status), clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'the gateway failed to answer');
    return reply
      .status(500)
      .send(apiError('service.failed', 'Something went wrong on our side. Please try again.'));
  });
}

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_BAD_URL') return 'This address is not valid.';
  return error.message || 'The request could not be read.';
}
