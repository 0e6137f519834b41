import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationInternalEndpoints, type NotificationEvent } from '@portal/contract';
import { serviceCredentialHeader } from '@portal/nest-kit';

/**
 * The notifications service's `events` endpoint over real HTTP (issue 12), as the other side is
 * specified: the body checked against the contract, each event applied once by `eventId`. It can
 * be stopped and started again on the same port, or told to fail, to see the relay keep events.
 */
export class FakeNotifications {
  /** Each event applied, once, in order of arrival. */
  readonly events: NotificationEvent[] = [];
  /** Every event received, repeats included. */
  readonly received: NotificationEvent[] = [];
  failWith: number | undefined;
  /** Calls of `events` received, answered with success or not. */
  calls = 0;
  private readonly applied = new Set<string>();
  private server: Server | undefined;
  private port = 0;

  constructor(private readonly serviceSecret: string) {}

  static async start(serviceSecret: string): Promise<FakeNotifications> {
    const notifications = new FakeNotifications(serviceSecret);
    await notifications.listen();
    return notifications;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The events applied about one application (or draft), oldest first. */
  of(applicationId: string): NotificationEvent[] {
    return this.events.filter((event) => event.applicationId === applicationId);
  }

  kindsOf(applicationId: string): string[] {
    return this.of(applicationId).map((event) => event.kind);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restart(): Promise<void> {
    if (!this.server) await this.listen(this.port);
  }

  private async listen(port = 0): Promise<void> {
    const server = createServer((request, response) => {
      const answer = (status: number, body?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (request.headers[serviceCredentialHeader] !== this.serviceSecret) return answer(404);
      const endpoint = notificationInternalEndpoints.events;
      if (request.method !== endpoint.method || request.url !== endpoint.path) return answer(404);
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        this.calls += 1;
        if (this.failWith) return answer(this.failWith, { statusCode: this.failWith });
        const body = endpoint.request.safeParse(JSON.parse(text || 'null'));
        if (!body.success) return answer(400, { statusCode: 400 });
        let applied = 0;
        for (const event of body.data.events) {
          this.received.push(event);
          if (this.applied.has(event.eventId)) continue;
          this.applied.add(event.eventId);
          this.events.push(event);
          applied += 1;
        }
        answer(200, { applied });
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }
}
