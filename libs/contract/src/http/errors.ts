import { statusForCode, type ErrorCode } from './error-codes.js';

/** One detail of an error: the field it concerns and what is wrong with it. */
export interface ApiErrorDetail {
  field?: string;
  message: string;
  code?: ErrorCode;
}

/**
 * The error body every part of the portal answers with (decisions §2): `message` is always one
 * sentence a person can read; `code` says what went wrong for a program (error-codes.ts);
 * `errors` may add details, each with the field it concerns. Plain types, no schema: this module
 * is loaded by every page (web-kit reads error bodies) and must not bring zod with it.
 */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
  code?: ErrorCode;
  errors?: ApiErrorDetail[];
  /**
   * The receipt of the application a refusal is about, for a program to link to it
   * (`application.already_applied`: the member's application that is already there).
   */
  reference?: string;
}

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

/** Builds the error body for a code: its status, its reason phrase, the sentence, the details. */
export function apiError(code: ErrorCode, message: string, errors?: ApiErrorDetail[]): ApiError {
  const statusCode = statusForCode(code);
  return {
    statusCode,
    message,
    error: reasonPhrase(statusCode),
    code,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
