import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { type ErrorCode, type SignInFailureDetails } from '@portal/contract';
import { DomainException, toApiError } from '@portal/nest-kit';
import type { FastifyReply } from 'fastify';

/** A sign-in refused (401 or 429) that says how many attempts are left, when it is worth saying. */
export class SignInRefused extends DomainException {
  readonly attemptsLeft?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: SignInFailureDetails & { retryAfterSeconds?: number } = {},
  ) {
    super(code, message, { retryAfterSeconds: options.retryAfterSeconds });
    this.attemptsLeft = options.attemptsLeft;
  }
}

/**
 * Answers a refused sign-in as every error is answered (nest-kit's ApiErrorFilter), plus
 * `attemptsLeft` when there is a count to give: the login form shows the sentence, a program
 * can read the number.
 */
@Catch(SignInRefused)
export class SignInRefusedFilter implements ExceptionFilter {
  catch(exception: SignInRefused, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toApiError(exception)!;
    if (exception.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    const { attemptsLeft } = exception;
    void reply
      .status(body.statusCode)
      .send(attemptsLeft === undefined ? body : { ...body, attemptsLeft });
  }
}
