import { z } from 'zod';

/**
 * The error body every service answers with (decisions §2):
 * `message` is always one sentence a person can read; `errors` may add details.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorDetail = NonNullable<ApiError['errors']>[number];

/** The reason phrase that goes with each status code we answer with. */
export const httpReasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(statusCode: number): string {
  return httpReasonPhrases[statusCode] ?? (statusCode >= 500 ? 'Server Error' : 'Error');
}

/** Builds an error body of the shared shape. */
export function apiError(statusCode: number, message: string, errors?: ApiErrorDetail[]): ApiError {
  return {
    statusCode,
    message,
    error: reasonPhrase(statusCode),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
