import type { ApiErrorDetail } from '@portal/contract';

/**
 * What went wrong, in the service's own terms. Business code throws these; one place
 * (`statusForKind`) turns a kind into an HTTP status, so services never pick status codes.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-attempts'
  | 'unavailable';

export interface DomainExceptionOptions {
  /** Details for each field, added to the answer as `errors`. */
  details?: ApiErrorDetail[];
  /** When trying again may work (`Retry-After`), for 429 and 503. */
  retryAfterSeconds?: number;
}

export class DomainException extends Error {
  readonly details?: ApiErrorDetail[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainExceptionOptions = {},
  ) {
    super(message);
    this.name = 'DomainException';
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many-attempts': 429,
  unavailable: 503,
};

export function statusForKind(kind: DomainErrorKind): number {
  return statusByKind[kind];
}
