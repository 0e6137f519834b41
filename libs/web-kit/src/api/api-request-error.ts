import {
  errorStatuses,
  type ApiError,
  type ApiErrorDetail,
  type ErrorCode,
} from '@portal/contract/http';
import { englishText } from '../format/english-text.js';
import { apiMessages } from './messages.js';

/** Shown when the browser could not reach the portal at all (offline, dropped connection). */
export const unreachableMessage = englishText(apiMessages.unreachable);

// The services' sentences seen so far, with their codes: a screen that kept only the sentence
// (a form's message from `errorMessage`) can still be shown in another language by its code.
const sentenceCodes = new Map<string, ErrorCode>();

/** The code of a sentence a service answered with, when one did. */
export function codeOfServerSentence(sentence: string): ErrorCode | undefined {
  return sentenceCodes.get(sentence);
}

/**
 * A call that did not succeed. `status` is the HTTP status, or 0 when no answer arrived.
 * `serverMessage` is the sentence the service wrote for people (`message` of the error body,
 * decisions §2), when there was one.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly body: ApiError | undefined;

  constructor(
    status: number,
    body: ApiError | undefined,
    options: { cause?: unknown; message?: string } = {},
  ) {
    super(
      body?.message ??
        options.message ??
        (status === 0 ? unreachableMessage : `The portal answered with status ${status}.`),
      { cause: options.cause },
    );
    this.status = status;
    this.body = body;
    this.serverMessage = body?.message;
    if (body?.code) sentenceCodes.set(body.message, body.code);
    for (const detail of body?.errors ?? []) {
      if (detail.code) sentenceCodes.set(detail.message, detail.code);
    }
  }

  /** What went wrong, for a screen to branch on (never on the message text). */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }

  /** True when no answer arrived (network failure), as opposed to an error answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The message a screen shows for a failed call (spec §8: "Server message is shown where
 * present, otherwise fallbacks"), e.g. `errorMessage(error, 'Error fetching grants')`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * Reads an error body of the shared shape `{ statusCode, message, error }`. Anything else
 * (an HTML page from a proxy, an empty body) yields undefined: the caller falls back.
 */
export function parseApiError(status: number, text: string): ApiError | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  const rawMessage = record['message'];
  // Tolerate framework defaults that send a list of validation messages.
  const message = Array.isArray(rawMessage)
    ? rawMessage.filter((part): part is string => typeof part === 'string').join(' ')
    : rawMessage;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const details = Array.isArray(record['errors']) ? record['errors'].filter(isErrorDetail) : [];
  const code = record['code'];
  return {
    statusCode: typeof record['statusCode'] === 'number' ? record['statusCode'] : status,
    message,
    error: typeof record['error'] === 'string' ? record['error'] : '',
    ...(isErrorCode(code) ? { code } : {}),
    ...(details.length > 0 ? { errors: details } : {}),
  };
}

function isErrorDetail(value: unknown): value is ApiErrorDetail {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Record<string, unknown>;
  return (
    typeof detail['message'] === 'string' &&
    (detail['field'] === undefined || typeof detail['field'] === 'string') &&
    (detail['code'] === undefined || isErrorCode(detail['code']))
  );
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatuses;
}
