import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkGrant,
  grantInternalEndpoints,
  type ApplicationEvent,
  type GrantSnapshot,
  type GrantStatus,
} from '@portal/contract';
import { serviceCredentialHeader } from '@portal/nest-kit';
import { grantInput } from '@portal/testing';

/**
 * The grants service's internal endpoints over real HTTP, answering from grants the test puts
 * here, and keeping the events it receives as grants does (a ledger by application id, so a
 * repeated event changes nothing). It can be stopped and started again on the same port, or
 * told to fail, to see what the applications service does while grants is away.
 */
export class FakeGrants {
  private readonly snapshots = new Map<string, GrantSnapshot>();
  private readonly ledger = new Map<
    string,
    { grantId: string; added: boolean; removed: boolean }
  >();
  private server: Server | undefined;
  private port = 0;
  /** Every event received, repeats included, in order of arrival. */
  readonly received: ApplicationEvent[] = [];
  /** Calls of `application-events` received, answered with success or not. */
  eventCalls = 0;
  /** When set, every call is answered with this status (grants up, but failing). */
  failWith: number | undefined;

  constructor(private readonly serviceSecret: string) {}

  static async start(serviceSecret: string): Promise<FakeGrants> {
    const grants = new FakeGrants(serviceSecret);
    await grants.listen();
    return grants;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * A grant as the grants service would snapshot it (the spec's example of `grantInput()`,
   * published unless told otherwise); answers its snapshot.
   */
  put(
    grantId: string,
    changes: { status?: GrantStatus; title?: string; input?: Record<string, unknown> } = {},
  ): GrantSnapshot {
    const check = checkGrant(
      changes.input ?? grantInput(changes.title ? { title: changes.title } : {}),
    );
    if (!check.ok) throw new Error(`not a valid grant: ${JSON.stringify(check.problems)}`);
    const snapshot: GrantSnapshot = {
      grantId,
      title: check.grant.title,
      type: check.grant.type,
      status: changes.status ?? 'published',
      openDate: check.grant.openDate,
      closeDate: check.grant.closeDate,
      sections: check.grant.sections,
    };
    this.snapshots.set(grantId, snapshot);
    return snapshot;
  }

  remove(grantId: string): void {
    this.snapshots.delete(grantId);
  }

  /** The count grants would keep for this grant: applications added and not removed. */
  applicationCount(grantId: string): number {
    return [...this.ledger.values()].filter(
      (entry) => entry.grantId === grantId && entry.added && !entry.removed,
    ).length;
  }

  /** Stops answering (connections refused), as a grants service that died. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Answers again, on the same port, with everything it knew. */
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
      if (request.url === grantInternalEndpoints.applicationEvents.path) this.eventCalls += 1;
      if (this.failWith) return answer(this.failWith, { statusCode: this.failWith });
      const snapshot = /^\/internal\/grants\/([^/]+)\/snapshot$/.exec(request.url ?? '');
      if (request.method === 'GET' && snapshot) {
        const found = this.snapshots.get(decodeURIComponent(snapshot[1]));
        return found ? answer(200, found) : answer(404, { statusCode: 404 });
      }
      if (
        request.method === 'POST' &&
        request.url === grantInternalEndpoints.applicationEvents.path
      ) {
        let text = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (text += chunk));
        request.on('end', () => {
          const body = grantInternalEndpoints.applicationEvents.request.safeParse(
            JSON.parse(text || 'null'),
          );
          if (!body.success) return answer(400, { statusCode: 400 });
          answer(200, { applied: this.apply(body.data.events) });
        });
        return;
      }
      return answer(404);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  private apply(events: ApplicationEvent[]): number {
    let applied = 0;
    for (const event of events) {
      this.received.push(event);
      const entry = this.ledger.get(event.applicationId) ?? {
        grantId: event.grantId,
        added: false,
        removed: false,
      };
      const before = { ...entry };
      if (event.kind === 'added') entry.added = true;
      else entry.removed = true;
      this.ledger.set(event.applicationId, entry);
      if (before.added !== entry.added || before.removed !== entry.removed) applied += 1;
    }
    return applied;
  }
}
