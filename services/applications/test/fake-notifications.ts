import { notificationInternalEndpoints, type NotificationEvent } from '@portal/contract';
import { FakeInternalService, type FakeAnswer, type FakeCall } from '@portal/nest-kit/testing';

/**
 * The notifications service's `events` endpoint over real HTTP, as the other side is
 * specified: the body checked against the contract, each event applied once by `eventId`. It can
 * be stopped and started again on the same port, or told to fail, to see the relay keep events.
 */
export class FakeNotifications extends FakeInternalService {
  /** Each event applied, once, in order of arrival. */
  readonly events: NotificationEvent[] = [];
  /** Every event received, repeats included. */
  readonly received: NotificationEvent[] = [];
  failWith: number | undefined;
  /** Calls of `events` received, answered with success or not. */
  calls = 0;
  private readonly applied = new Set<string>();

  static async start(serviceSecret: string): Promise<FakeNotifications> {
    const notifications = new FakeNotifications(serviceSecret);
    await notifications.listen();
    return notifications;
  }

  /** The events applied about one application (or draft), oldest first. */
  of(applicationId: string): NotificationEvent[] {
    return this.events.filter((event) => event.applicationId === applicationId);
  }

  kindsOf(applicationId: string): string[] {
    return this.of(applicationId).map((event) => event.kind);
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    const endpoint = notificationInternalEndpoints.events;
    if (call.method !== endpoint.method || call.url !== endpoint.path) return { status: 404 };
    const json = await call.json();
    this.calls += 1;
    if (this.failWith) return { status: this.failWith, body: { statusCode: this.failWith } };
    const body = endpoint.request.safeParse(json);
    if (!body.success) return { status: 400, body: { statusCode: 400 } };
    let applied = 0;
    for (const event of body.data.events) {
      this.received.push(event);
      if (this.applied.has(event.eventId)) continue;
      this.applied.add(event.eventId);
      this.events.push(event);
      applied += 1;
    }
    return { status: 200, body: { applied } };
  }
}
