import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey, type TokenClaims } from '@portal/http-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import { decodedAddressOf } from './address-decoding.js';
import { EdgeError } from './edge-error.js';
import type { SessionTokens } from './session-tokens.js';

export interface ClientLimitOptions {
  /** Requests to `/api` per address per minute; 0 turns the limit off. */
  requestsPerMinute: number;
  /** Requests to `/api` per signed-in account per minute, from any address; 0 turns the limit off. */
  requestsPerAccountPerMinute: number;
  /** Open connections per address (a browser opens at most 6; an office behind one address, more). */
  connectionsPerAddress: number;
  /** Proxies in front of the gateway: their connections carry many clients and are not counted. */
  trustedProxies: string[];
  /** Who a token names, when identity signed it (verified once, then looked up). */
  sessions: SessionTokens;
}

/**
 * The per-minute budgets of a client: its address's and, when signed in, its account's. Every
 * `/api` call spends one of each; a member's page drawn with their data spends as many as the
 * calls the gateway makes for it (@portal/page-drawing's DataPages).
 */
export interface RequestBudgets {
  /**
   * Spends `count` requests from the budget of the request's address and, given the claims of
   * its verified token, of that account. False when either is spent: nothing more is to be
   * asked of a service for this request.
   */
  spend(request: FastifyRequest, count: number, account: TokenClaims | undefined): Promise<boolean>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Limit = Awaited<ReturnType<Limiter>>;

const overLimit = Symbol('overConnectionLimit');

/**
 * Per-client limits, so that one address or one account cannot take the portal's capacity from
 * the others: open connections per address (counted by hand: no library counts sockets), and
 * `/api` requests per minute per address and per account (`@fastify/rate-limit`'s counters,
 * spent by hand so that a drawn page can spend several). All answer 429 with `Retry-After`.
 * IPv6 addresses count per /64.
 */
export async function limitEachClient(
  app: FastifyInstance,
  options: ClientLimitOptions,
): Promise<RequestBudgets> {
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

  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    max: options.requestsPerMinute,
    keyGenerator: (request) => clientAddressKey(request.ip),
  });
  const perAddress = options.requestsPerMinute > 0 ? app.createRateLimit() : undefined;
  // The account a request spends for, set just before its limiter is asked.
  const spendingAccount = new WeakMap<FastifyRequest, string>();
  const perAccount =
    options.requestsPerAccountPerMinute > 0
      ? app.createRateLimit({
          max: options.requestsPerAccountPerMinute,
          keyGenerator: (request) => `account ${spendingAccount.get(request) ?? ''}`,
        })
      : undefined;
  const spendFromAccount = (request: FastifyRequest, account: TokenClaims) => {
    spendingAccount.set(request, account.sub);
    return perAccount?.(request);
  };

  // The pages and scripts are cached by the browser; only the API is counted here.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const byAddress = await perAddress?.(request);
    if (byAddress && !byAddress.isAllowed) {
      tellLimit(reply, byAddress);
      if (byAddress.isExceeded) throw tooMany('your address', byAddress);
    }
    const account = perAccount && apiCallerOf(request, options.sessions);
    const byAccount = account && (await spendFromAccount(request, account));
    if (byAccount && isExceeded(byAccount)) throw tooMany('your account', byAccount);
  });

  return {
    async spend(request, count, account) {
      for (let spent = 0; spent < count; spent++) {
        const byAddress = await perAddress?.(request);
        if (byAddress && isExceeded(byAddress)) return false;
        const byAccount = account && (await spendFromAccount(request, account));
        if (byAccount && isExceeded(byAccount)) return false;
      }
      return true;
    },
  };
}

/**
 * The verified session of an `/api` call: its bearer token, or the `?token=` of a download (as
 * the services read them). A token that does not verify is not counted per account: the
 * services refuse it, and a forger must not spend a member's budget by naming them.
 */
function apiCallerOf(request: FastifyRequest, sessions: SessionTokens): TokenClaims | undefined {
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = bearer ?? decodedAddressOf(request)?.query.find(([name]) => name === 'token')?.[1];
  return token ? sessions.claimsOf(token) : undefined;
}

function isExceeded(limit: Limit): boolean {
  return !limit.isAllowed && limit.isExceeded;
}

/** The address's budget, as `@fastify/rate-limit` tells it on every counted answer. */
function tellLimit(reply: FastifyReply, limit: Extract<Limit, { isAllowed: false }>): void {
  void reply
    .header('x-ratelimit-limit', limit.max)
    .header('x-ratelimit-remaining', limit.remaining)
    .header('x-ratelimit-reset', limit.ttlInSeconds);
}

function tooMany(from: string, limit: Limit): EdgeError {
  const seconds = limit.isAllowed ? 1 : Math.max(1, limit.ttlInSeconds);
  return new EdgeError(
    'request.rate_limited',
    `Too many requests from ${from}. Please wait ${seconds} seconds and try again.`,
    seconds,
  );
}
