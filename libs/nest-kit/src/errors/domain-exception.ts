import type { ApiErrorDetail, ErrorCode } from '@portal/contract';

export interface DomainExceptionOptions {
  /** Details for each field, added to the answer as `errors`. */
  details?: ApiErrorDetail[];
  /** When trying again may work (`Retry-After`), for 429 and 503. */
  retryAfterSeconds?: number;
  /** The application the refusal is about, added to the answer as `reference`. */
  reference?: string;
}

/**
 * What went wrong, in the service's own terms: a code of the contract's catalogue
 * (`errorStatuses` in @portal/contract, the one place a code gets its HTTP status) and a
 * sentence for people. Business code throws these and never picks a status itself.
 */
export class DomainException extends Error {
  readonly details?: ApiErrorDetail[];
  readonly retryAfterSeconds?: number;
  readonly reference?: string;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: DomainExceptionOptions = {},
  ) {
    super(message);
    this.name = 'DomainException';
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reference = options.reference;
  }
}
