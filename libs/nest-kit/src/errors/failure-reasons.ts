import { DomainException } from './domain-exception.js';

/**
 * An error's reason along its causes, for a log line: `service.unavailable: fetch failed: connect
 * ECONNREFUSED …` (a DomainException by its code, anything else by its message), no data.
 */
export function failureReasons(error: unknown): string {
  const reasons: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    reasons.push(current instanceof DomainException ? current.code : current.message);
    current = current.cause;
  }
  return reasons.join(': ') || 'unknown error';
}
