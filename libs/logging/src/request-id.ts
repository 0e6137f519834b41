import { randomUUID } from 'node:crypto';

/**
 * The gateway gives every request an id and passes it to the service in this header; the
 * service logs it with every line, so one request can be followed across processes.
 */
export const requestIdHeader = 'x-request-id';

const validRequestId = /^[A-Za-z0-9-]{8,64}$/;

/** A request id taken from a trusted hop (the gateway), or a fresh one. */
export function requestIdFrom(headerValue: string | string[] | undefined): string {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return value && validRequestId.test(value) ? value : randomUUID();
}
