import {
  checkGrant,
  grantInternalEndpoints,
  type ApplicationEvent,
  type GrantSnapshot,
  type GrantStatus,
} from '@portal/contract';
import { FakeInternalService, type FakeAnswer, type FakeCall } from '@portal/nest-kit/testing';
import { grantInput } from '@portal/testing';

/**
 * The grants service's internal endpoints over real HTTP, answering from grants the test puts
 * here, and keeping the events it receives as grants does (a ledger by application id, so a
 * repeated event changes nothing). It can be stopped and started again on the same port, or
 * told to fail, to see what the applications service does while grants is away.
 */
export class FakeGrants extends FakeInternalService {
  private readonly snapshots = new Map<string, GrantSnapshot>();
  private readonly ledger = new Map<
    string,
    { grantId: string; added: boolean; removed: boolean }
  >();
  /** Every event received, repeats included, in order of arrival. */
  readonly received: ApplicationEvent[] = [];
  /** Calls of `application-events` received, answered with success or not. */
  eventCalls = 0;
  /** When set, every call is answered with this status (grants up, but failing). */
  failWith: number | undefined;

  static async start(serviceSecret: string): Promise<FakeGrants> {
    const grants = new FakeGrants(serviceSecret);
    await grants.listen();
    return grants;
  }

  /**
   * A grant as the grants service would snapshot it (the spec's example of `grantInput()`,
   * published unless told otherwise); answers its snapshot.
   */
  put(
    grantId: string,
    changes: {
      status?: GrantStatus;
      title?: string;
      input?: Record<string, unknown>;
      /** As the grant's builder set it (true, the portal's default, unless said). */
      oneApplicationPerMember?: boolean;
    } = {},
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
      oneApplicationPerMember:
        changes.oneApplicationPerMember ?? check.grant.oneApplicationPerMember ?? true,
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
  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    const events = grantInternalEndpoints.applicationEvents;
    if (call.url === events.path) this.eventCalls += 1;
    if (this.failWith) return { status: this.failWith, body: { statusCode: this.failWith } };
    const snapshot = /^\/internal\/grants\/([^/]+)\/snapshot$/.exec(call.url);
    if (call.method === 'GET' && snapshot) {
      const found = this.snapshots.get(decodeURIComponent(snapshot[1]));
      return found ? { status: 200, body: found } : { status: 404, body: { statusCode: 404 } };
    }
    if (call.method === events.method && call.url === events.path) {
      const body = events.request.safeParse(await call.json());
      if (!body.success) return { status: 400, body: { statusCode: 400 } };
      return { status: 200, body: { applied: this.apply(body.data.events) } };
    }
    return { status: 404 };
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
