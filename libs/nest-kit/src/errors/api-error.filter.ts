import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { apiError } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { DomainException } from './domain-exception.js';
import { toApiError } from './to-api-error.js';

/**
 * Every error leaves a service as `{ statusCode, message, error }` (decisions §2).
 * An unexpected error is logged with its stack and answered with a plain 500: never
 * with its message, which may hold internals.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toApiError(exception);
    if (body) {
      if (exception instanceof DomainException && exception.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(exception.retryAfterSeconds));
      }
      void reply.status(body.statusCode).send(body);
      return;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    void reply
      .status(500)
      .send(apiError('service.failed', 'Something went wrong on our side. Please try again.'));
  }
}
