import type { ResponseLike } from '../api/api-client.js';

/** A fetch answer for tests: `body` objects are sent as JSON, strings as they are. */
export function fakeResponse(
  status: number,
  body: unknown = '',
  contentType = typeof body === 'string' ? 'text/html' : 'application/json',
): ResponseLike {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  };
}
