import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey } from '@portal/http-kit';
import type { FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';
import { EdgeError } from './edge-error.js';

export interface ClientLimitOptions {
  /** Requests to `/api` per address per minute; 0 turns the limit off. */
  requestsPerMinute: number;
  /** Open connections per address (a browser opens at most 6; an office behind one address, more). */
  connectionsPerAddress: number;
  /** Proxies in front of the gateway: their connections carry many clients and are not counted. */
  trustedProxies: string[];
}

const overLimit = Symbol('overConnectionLimit');

/**
 * Per-address limits, so that one address cannot take the portal's capacity from the others:
 * open connections (counted by hand: no library counts sockets) and `/api` requests per minute
 * (`@fastify/rate-limit`). Both answer 429 with `Retry-After`. IPv6 addresses count per /64.
 */
export async function limitEachClient(
  app: FastifyInstance,
  options: ClientLimitOptions,
): Promise<void> {
  const isTrustedProxy = proxyAddr.compile(options.trustedProxies);
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket & { [overLimit]?: boolean }) => {
    const address = socket.remoteAddress ?? '';
    if (isTrustedProxy(address, 0)) return;
    const key = clientAddressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    open.set(key, count);
    if (count > options.connectionsPerAddress) socket[overLimit] = true;
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if ((request.raw.socket as Socket & { [overLimit]?: boolean })[overLimit]) {
      done(
        new EdgeError(
          'request.rate_limited',
          'Too many connections from your address. Please close other tabs and try again.',
          5,
        ),
      );
      return;
    }
    done();
  });

  if (options.requestsPerMinute > 0) {
    await app.register(rateLimit, {
      max: options.requestsPerMinute,
      timeWindow: 60_000,
      hook: 'onRequest',
      keyGenerator: (request) => clientAddressKey(request.ip),
      // The pages and scripts are cached by the browser; only the API is counted.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new EdgeError(
          'request.rate_limited',
          `Too many requests from your address. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
          Math.max(1, Math.ceil(context.ttl / 1000)),
        ),
    });
  }
}
