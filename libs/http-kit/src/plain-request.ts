import http from 'node:http';

export interface PlainRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, the answer's body included; past it the request is dropped. */
  timeoutMs: number;
}

export interface PlainAnswer {
  status: number;
  text: string;
}

/**
 * One request with `node:http` (keep-alive, Node's global agent), answered with its status and
 * its body as text; rejects when the other side cannot be reached, ends the answer early or takes
 * longer than `timeoutMs`. The portal's processes call each other with it rather than with
 * `fetch`: the first `fetch` in a process loads Node's own copy of undici and its WebAssembly HTTP
 * parser, about 11 MiB of memory in every process that calls it (tools/bench/RESULTS.md, "Memory of the whole portal"), while
 * `node:http` is part of every Node process already (`node:https` is loaded for an `https:` URL).
 */
export async function plainRequest(
  url: string | URL,
  options: PlainRequestOptions,
): Promise<PlainAnswer> {
  const target = typeof url === 'string' ? new URL(url) : url;
  let send: typeof http.request;
  if (target.protocol === 'http:') send = http.request;
  else if (target.protocol === 'https:') send = (await import('node:https')).request;
  else throw new Error(`plainRequest speaks http and https, not ${target.protocol}`);
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: options.method ?? 'GET',
      headers: {
        ...options.headers,
        ...(options.body !== undefined
          ? { 'content-length': String(Buffer.byteLength(options.body)) }
          : {}),
      },
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.on('error', fail);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.once('close', () => {
        if (response.complete) return;
        fail(new Error('the answer ended before its end'));
      });
      response.once('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.end(options.body);
  });
}
