import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The header in which one service shows another its credential (`SERVICE_SECRET`, shared by
 * the services and never given to the gateway). The gateway also drops every `x-portal-*`
 * header a client sends, so the credential can neither come from outside nor pass through.
 */
export const serviceCredentialHeader = 'x-portal-service-credential';

/** The headers a service adds to its calls to another service's `/internal` routes. */
export function serviceCredentialHeaders(serviceSecret: string): Record<string, string> {
  return { [serviceCredentialHeader]: serviceSecret };
}

/** Whether the request carries the services' credential (compared in constant time). */
export function presentsServiceCredential(request: FastifyRequest, serviceSecret: string): boolean {
  const presented = request.headers[serviceCredentialHeader];
  if (typeof presented !== 'string' || presented.length === 0) return false;
  // Equal-length digests, so the comparison takes as long whatever was sent.
  return timingSafeEqual(digest(presented), digest(serviceSecret));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
