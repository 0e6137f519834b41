import { jest } from '@jest/globals';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

type FetchArgs = [url: string, init: RequestInit];

/**
 * Replaces the browser's fetch (the portal API client calls `globalThis.fetch`) with one that
 * answers `answer(url, init)`; `never` keeps a call pending. Restore with `restoreFetch()`.
 */
export function fakeFetch(answer: (url: string, init: RequestInit) => FakeAnswer | 'never') {
  const fetch = jest.fn((...[url, init]: FetchArgs) => {
    const reply = answer(url, init);
    if (reply === 'never') return new Promise<never>(() => undefined);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve({
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      },
      text: () => Promise.resolve(text),
      blob: () => Promise.resolve(new Blob([text])),
    });
  });
  Object.assign(globalThis, { fetch });
  return fetch;
}

/** The JSON body a fake fetch call sent. */
export function sentBody(call: readonly unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

const originalFetch = globalThis.fetch;
export function restoreFetch(): void {
  Object.assign(globalThis, { fetch: originalFetch });
}
