import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceNames, type ServiceName } from '@portal/contract';

/** What a fake service saw of one request. */
export interface SeenRequest {
  service: ServiceName;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

/**
 * How the fake services treat a bearer token: `refused` is answered 401 (as a signed-out
 * session), `slow` after 2 s, `same-answer` with the same answer each time (as a real service's
 * to a GET; the echo otherwise holds the request's own id).
 */
export type TokenBehaviour = 'refused' | 'slow' | 'same-answer';

/**
 * Stand-ins for the services, speaking plain HTTP: each answers `/health` and echoes
 * every other request, so a test sees exactly what the gateway forwarded.
 */
export class FakeServices {
  readonly seen: SeenRequest[] = [];
  readonly urls = {} as Record<ServiceName, string>;
  /** Services answering 503 on /health. */
  readonly unhealthy = new Set<ServiceName>();
  /** Tokens the services treat in a particular way (by the token itself). */
  readonly tokens = new Map<string, TokenBehaviour>();
  /** Called when a fake service receives the first bytes of a request body. */
  onFirstBodyBytes: (() => void) | undefined;
  private readonly servers: Server[] = [];

  async start(): Promise<void> {
    for (const service of serviceNames) {
      const server = createServer((request, response) => {
        if (request.url === '/health') {
          response.writeHead(this.unhealthy.has(service) ? 503 : 200, {
            'content-type': 'application/json',
          });
          response.end(JSON.stringify({ status: this.unhealthy.has(service) ? 'error' : 'ok' }));
          return;
        }
        const behaviour = this.tokens.get(
          /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '',
        );
        // A token the services refuse is answered 401, as the services do.
        if (behaviour === 'refused') {
          this.seen.push({
            service,
            method: request.method ?? '',
            url: request.url ?? '',
            headers: request.headers,
            bodyBytes: 0,
          });
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ statusCode: 401, message: 'refused' }));
          return;
        }
        // A token whose services are slow: answered after 2 s.
        if (behaviour === 'slow') {
          setTimeout(() => {
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end('{}');
          }, 2_000);
          return;
        }
        // `x-test-answer: <status>` makes the service answer at once, before reading the body,
        // as a service refusing a request (401, 413) does.
        const answerEarly = Number(request.headers['x-test-answer'] ?? 0);
        if (answerEarly) {
          this.seen.push({
            service,
            method: request.method ?? '',
            url: request.url ?? '',
            headers: request.headers,
            bodyBytes: 0,
          });
          response.writeHead(answerEarly, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ statusCode: answerEarly, message: 'answered early' }));
          return;
        }
        let bodyBytes = 0;
        request.on('data', (chunk: Buffer) => {
          if (bodyBytes === 0) this.onFirstBodyBytes?.();
          bodyBytes += chunk.length;
        });
        request.on('end', () => {
          const seen = {
            service,
            method: request.method ?? '',
            url: request.url ?? '',
            headers: request.headers,
            bodyBytes,
          };
          this.seen.push(seen);
          const { 'x-request-id': _id, ...sameHeaders } = request.headers;
          const answer = JSON.stringify(
            behaviour === 'same-answer' ? { ...seen, headers: sameHeaders } : seen,
          );
          // A member's applications are answered late, after calls asked with them (the
          // gateway must not depend on the order answers come back in).
          const lateMs = seen.url === '/api/grant-applications?userOnly=true' ? 30 : 0;
          setTimeout(() => {
            response.writeHead(200, {
              'content-type': 'application/json',
              // As the services answer JSON: with its length (the gateway compresses by it).
              'content-length': Buffer.byteLength(answer),
              // `x-test-close` makes the service end its connection with the gateway.
              ...(request.headers['x-test-close'] ? { connection: 'close' } : {}),
              // `x-test-cache-control` is answered as the service's own Cache-Control (a download's).
              ...(request.headers['x-test-cache-control']
                ? { 'cache-control': String(request.headers['x-test-cache-control']) }
                : {}),
              // `x-test-content-security-policy`: the service's own policy (a document's).
              ...(request.headers['x-test-content-security-policy']
                ? {
                    'content-security-policy': String(
                      request.headers['x-test-content-security-policy'],
                    ),
                  }
                : {}),
            });
            response.end(answer);
          }, lateMs);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.servers.push(server);
      this.urls[service] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  }

  /** Stops one service, as when it crashed. */
  async stop(service: ServiceName): Promise<void> {
    const index = Object.keys(this.urls).indexOf(service);
    const server = this.servers[index];
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stopAll(): Promise<void> {
    await Promise.all(
      this.servers.map(
        (server) =>
          new Promise<void>((resolve) =>
            server.listening ? server.close(() => resolve()) : resolve(),
          ),
      ),
    );
  }
}
