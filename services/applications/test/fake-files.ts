import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileInternalEndpoints, type FileApplicationEvent } from '@portal/contract';
import { serviceCredentialHeader } from '@portal/nest-kit';

/**
 * The files service's `application-events` over real HTTP: keeps the removed applications it
 * is told of, by id (a repeated event changes nothing), as the files service does.
 */
export class FakeFiles {
  readonly removed = new Set<string>();
  /** Every event received, repeats included. */
  readonly received: FileApplicationEvent[] = [];
  private server: Server | undefined;
  url = '';

  constructor(private readonly serviceSecret: string) {}

  static async start(serviceSecret: string): Promise<FakeFiles> {
    const files = new FakeFiles(serviceSecret);
    await files.listen();
    return files;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(): Promise<void> {
    const server = createServer((request, response) => {
      const answer = (status: number, body?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.headers[serviceCredentialHeader] !== this.serviceSecret) return answer(404);
      if (request.method !== 'POST' || request.url !== fileInternalEndpoints.applicationEvents.path)
        return answer(404);
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        const body = fileInternalEndpoints.applicationEvents.request.safeParse(
          JSON.parse(text || 'null'),
        );
        if (!body.success) return answer(400, { statusCode: 400 });
        for (const event of body.data.events) {
          this.received.push(event);
          if (event.kind === 'removed') this.removed.add(event.applicationId);
        }
        answer(200, { applied: body.data.events.length });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
}
