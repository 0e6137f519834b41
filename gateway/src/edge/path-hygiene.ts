import type { FastifyInstance } from 'fastify';
import { EdgeError } from './edge-error.js';

/**
 * Spellings of a path that some parser somewhere reads differently from ours: a backslash
 * (read as `/` by URL parsers), an encoded slash or backslash, a NUL, dot segments (plain or
 * encoded) and empty segments. The gateway routes by prefix, so one of these reaching a service
 * could climb out of `/api/...` into a route the gateway never routes (`/internal/...`).
 * Nothing the portal serves needs them: they are refused before routing.
 */
const suspiciousInPath = /\\|%5c|%2f|%00|\/\/|%2e|(^|\/)\.{1,2}(\/|$)/i;

/** Paths that belong to the services alone and are never routed from outside, in any case. */
const reservedPrefix = /^\/internal(\/|$)/i;

export function refuseAmbiguousPaths(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    if (suspiciousInPath.test(pathname)) {
      done(new EdgeError('request.bad_path', 'This address is not valid.'));
      return;
    }
    if (reservedPrefix.test(pathname)) {
      done(new EdgeError('request.not_found', 'There is no such address.'));
      return;
    }
    done();
  });
}
