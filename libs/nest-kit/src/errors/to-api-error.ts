import { HttpException } from '@nestjs/common';
import { apiError, codeForStatus, type ApiError } from '@portal/contract';
import { DomainException } from './domain-exception.js';

/** Fastify's own errors (body parsing, limits) carry a code and a status. */
interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message?: string;
}

/**
 * Turns anything thrown while handling a request into the error body of decisions §2.
 * Returns `undefined` for an unexpected error: the caller logs it and answers 500.
 */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof DomainException) {
    const body = apiError(error.code, error.message, error.details);
    return error.reference === undefined ? body : { ...body, reference: error.reference };
  }
  if (error instanceof HttpException) {
    // NestJS wraps Fastify's own client errors (unreadable JSON, too large) in an HttpException.
    const cause = error.cause as FastifyLikeError | undefined;
    return cause?.code?.startsWith('FST_') ? fromFastifyError(cause) : fromHttpException(error);
  }
  const fastifyError: FastifyLikeError | undefined = error ?? undefined;
  if (fastifyError?.code?.startsWith('FST_') || isClientStatus(fastifyError?.statusCode)) {
    return fromFastifyError(fastifyError);
  }
  return undefined;
}

function fromHttpException(error: HttpException): ApiError {
  const status = error.getStatus();
  const response = error.getResponse();
  let message = error.message;
  if (typeof response === 'string') {
    message = response;
  } else if (response && typeof response === 'object' && 'message' in response) {
    const raw = response.message;
    message = Array.isArray(raw) ? raw.map(String).join('; ') : String(raw);
  }
  if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) {
    message = 'There is no such address in the API.';
  }
  return apiError(codeForStatus(status), message);
}

function fromFastifyError(error: FastifyLikeError): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiError('request.too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiError(
        'request.unsupported_type',
        'This content type is not accepted here; send JSON.',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiError('request.invalid', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return apiError('request.invalid', 'The request body is not valid JSON.');
    default:
      break;
  }
  const status = isClientStatus(error.statusCode) ? error.statusCode : 400;
  if (error.message?.includes('JSON'))
    return apiError(codeForStatus(status), 'The request body is not valid JSON.');
  return apiError(codeForStatus(status), error.message || 'The request could not be read.');
}

function isClientStatus(status: number | undefined): status is number {
  return typeof status === 'number' && status >= 400 && status < 500;
}
