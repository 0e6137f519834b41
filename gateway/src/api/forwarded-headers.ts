import type { IncomingHttpHeaders } from 'node:http';
import { requestIdHeader } from '@portal/logging';
import type { FastifyRequest } from 'fastify';

/**
 * Headers only the gateway may set. A client sending them could pose as another address
 * (and dodge the sign-in lockout) or forge a request id; they are dropped and set anew.
 */
const internalHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  requestIdHeader,
];
const internalPrefixes = ['x-internal-', 'x-portal-'];
/** Headers about one hop's connection and framing, never passed on to the next (RFC 9110 §7.6.1). */
const hopHeaders = [
  'connection',
  // Answered by the gateway itself (Node sends "100 Continue"); undici refuses to send it on.
  'expect',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
];

export interface ForwardedFrom {
  requestId: string;
  clientAddress: string;
  protocol: string;
  host: string | undefined;
}

/** Who a request the gateway passes on came from, as its headers to the service say. */
export function forwardedFrom(
  request: Pick<FastifyRequest, 'id' | 'ip' | 'protocol'> & { headers: { host?: string } },
): ForwardedFrom {
  return {
    requestId: request.id,
    clientAddress: request.ip,
    protocol: request.protocol,
    host: request.headers.host,
  };
}

/** The headers a service receives: the client's, minus internal ones, plus the gateway's own. */
export function forwardedHeaders(
  clientHeaders: IncomingHttpHeaders,
  from: ForwardedFrom,
): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(clientHeaders)) {
    const lower = name.toLowerCase();
    if (
      internalHeaders.includes(lower) ||
      hopHeaders.includes(lower) ||
      internalPrefixes.some((prefix) => lower.startsWith(prefix))
    )
      continue;
    headers[lower] = value;
  }
  headers[requestIdHeader] = from.requestId;
  headers['x-forwarded-for'] = from.clientAddress;
  headers['x-forwarded-proto'] = from.protocol;
  if (from.host) headers['x-forwarded-host'] = from.host;
  return headers;
}

/** An answer's headers as the client gets them: the service's hop-by-hop headers dropped. */
export function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopHeaders.includes(name.toLowerCase())),
  );
}
