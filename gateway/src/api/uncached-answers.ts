import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * An API answer is one caller's, at one moment (their applications, their session, a sentence
 * about their request): neither the browser nor a cache on the way may keep it, or the next
 * person at a shared computer could read it from the back button or the disk. Every answer to
 * `/api`, and every JSON answer of the gateway's own (its errors: 400, 404, 429, 503…), goes out
 * with `Cache-Control: no-store`, unless it says otherwise already: a download sets its own.
 */
export function registerUncachedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && (isApi(request.url) || isJson(reply))) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/json\b/i.test(type);
}
