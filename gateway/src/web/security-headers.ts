import type { FastifyInstance } from 'fastify';
import type { RemotesManifest } from '@portal/page-drawing';

/**
 * Browser protections for every answer. Scripts and data come only from this origin and from
 * the origins of remotes configured elsewhere; the only inline scripts run are those named by
 * hash in `inlineScriptHashes` (the pre-rendered pages' early hold of a press, the signed-in
 * routes' hints).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  manifest: RemotesManifest,
  inlineScriptHashes: readonly string[] = [],
): void {
  const remoteOrigins = [
    ...new Set(
      Object.values(manifest.remotes)
        .filter((entry) => /^https?:\/\//.test(entry))
        .map((entry) => new URL(entry).origin),
    ),
  ];
  const sources = ["'self'", ...remoteOrigins].join(' ');
  const contentSecurityPolicy = [
    `default-src 'self'`,
    `script-src ${[sources, ...inlineScriptHashes].join(' ')}`,
    `style-src ${sources} 'unsafe-inline'`,
    `connect-src ${sources}`,
    `img-src 'self' data: blob:`,
    `font-src ${sources}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');

  app.addHook('onSend', (_request, reply, payload, done) => {
    // A service's own policy is kept: the files service sends a document under one that runs no
    // script at all, stricter than the portal's pages need (and a PDF needs its own).
    if (!reply.hasHeader('content-security-policy'))
      void reply.header('content-security-policy', contentSecurityPolicy);
    void reply.headers({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    done(null, payload);
  });
}
