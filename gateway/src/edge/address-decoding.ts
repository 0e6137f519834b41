import { apiError } from '@portal/contract';
import { requestIdHeader } from '@portal/logging';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EdgeError } from './edge-error.js';

/** A request's address decoded once, at the edge. */
export interface DecodedAddress {
  path: string;
  /** The query's parameters in order, as the services' parser reads them (`+` a space, %-decoded). */
  query: ReadonlyArray<readonly [name: string, value: string]>;
}

const decodedAddresses = new WeakMap<FastifyRequest, DecodedAddress>();

/** The address the edge decoded for `request` (every request that got past the edge has one). */
export function decodedAddressOf(request: FastifyRequest): DecodedAddress | undefined {
  return decodedAddresses.get(request);
}

/** What a member reads when an address cannot be decoded. */
function malformedAddress(): EdgeError {
  return new EdgeError(
    'request.invalid',
    'This address is not valid: it has a "%" that is not followed by a character code.',
  );
}

/** What a member reads when an address cannot be read otherwise (a `#` in it, a part too long). */
function invalidAddress(): EdgeError {
  return new EdgeError('request.invalid', 'This address is not valid.');
}

/**
 * Decodes every request's path and query once, before anything reads them, and refuses one
 * that does not decode (a `%` not followed by two hex digits, bytes that are not UTF-8 once
 * decoded) with 400: a proxy, a router or a page reading it further on would throw on it (a
 * 500, with a stack trace in the log, for an address anyone can type). A fragment (`#`) has no
 * place in a request (RFC 9112 §3.2), and parsers disagree about it (Fastify's router starts the
 * query there, the proxy drops it): refused too.
 *
 * A path the router itself cannot decode never reaches this hook: Fastify's `frameworkErrors`
 * answers it the same way (answerFrameworkError).
 */
export function refuseMalformedAddresses(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const target = request.raw.url ?? '/';
    if (target.includes('#')) {
      done(invalidAddress());
      return;
    }
    const address = decodeAddress(target);
    if (!address) {
      done(malformedAddress());
      return;
    }
    decodedAddresses.set(request, address);
    done();
  });
}

/** A request target's path and query, decoded; undefined when it does not decode. */
export function decodeAddress(target: string): DecodedAddress | undefined {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
  const rawQuery = queryStart < 0 ? '' : target.slice(queryStart + 1);
  const path = percentDecoded(rawPath);
  if (path === undefined) return undefined;
  const query: Array<readonly [string, string]> = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = percentDecoded(plusAsSpace(equals < 0 ? part : part.slice(0, equals)));
    const value = percentDecoded(plusAsSpace(equals < 0 ? '' : part.slice(equals + 1)));
    if (name === undefined || value === undefined) return undefined;
    query.push([name, value]);
  }
  return { path, query };
}

function plusAsSpace(text: string): string {
  return text.includes('+') ? text.replace(/\+/g, ' ') : text;
}

/** `text` percent-decoded, or undefined when an escape is malformed or the bytes are not UTF-8. */
function percentDecoded(text: string): string | undefined {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Fastify's `frameworkErrors`: a refusal its router makes before any hook runs (a path it cannot
 * decode, a path segment too long), answered in our shape and sentence rather than Fastify's own
 * body, and, a client's error, without a log line of its own (refuseMalformedAddresses).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    void reply.send(error);
    return;
  }
  const refusal = error.code === 'FST_ERR_BAD_URL' ? malformedAddress() : invalidAddress();
  // Sent before the gateway's hooks run: the headers they would set are set here.
  void reply
    .status(refusal.statusCode)
    .header(requestIdHeader, request.id)
    .header('cache-control', 'no-store')
    .send(apiError(refusal.code, refusal.message));
}
