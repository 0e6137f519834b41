import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceCredentialHeader } from '../auth/service-credential.js';

/** What a fake answers: a status and a JSON body (none for an empty answer). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A call a fake received from the service under test. */
export interface FakeCall {
  method: string;
  url: string;
  request: IncomingMessage;
  /** The body read as JSON; null when there is none. */
  json(): Promise<unknown>;
}

/**
 * Another service's internal endpoints over real HTTP, standing in for it in a service's
 * integration tests: on a free port of the loopback, answering only callers that show the
 * services' credential (others get 404, as from the real services), JSON in and out. It can be
 * stopped and started again on the same port, to see the service under test keep its work while
 * the other is away. A subclass answers each call (`answer`) and keeps what it was told.
 */
export abstract class FakeInternalService {
  private server: Server | undefined;
  private port = 0;

  protected constructor(protected readonly serviceSecret: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the port it had (after `stop`). */
  async restart(): Promise<void> {
    if (!this.server) await this.listen(this.port);
  }

  /** Answers one call from the service under test (its credential already checked). */
  protected abstract answer(call: FakeCall): FakeAnswer | Promise<FakeAnswer>;

  protected async listen(port = 0): Promise<void> {
    const server = createServer((request, response) => {
      const send = ({ status, body }: FakeAnswer) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.headers[serviceCredentialHeader] !== this.serviceSecret)
        return send({ status: 404 });
      const call: FakeCall = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        request,
        json: () => readJson(request),
      };
      Promise.resolve()
        .then(() => this.answer(call))
        .then(send, (error: unknown) =>
          // A body that is not JSON is the caller's fault; anything else is the fake's.
          send(
            error instanceof SyntaxError
              ? { status: 400, body: { statusCode: 400 } }
              : { status: 500, body: { statusCode: 500, message: String(error) } },
          ),
        );
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  request.setEncoding('utf8');
  for await (const chunk of request) text += chunk as string;
  return JSON.parse(text || 'null') as unknown;
}
