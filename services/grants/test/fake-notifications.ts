import { notificationInternalEndpoints, type NotificationEvent } from '@portal/contract';
import { FakeInternalService, type FakeAnswer, type FakeCall } from '@portal/nest-kit/testing';

/**
 * The notifications service's `events` endpoint over real HTTP, as the other side is specified:
 * the body checked against the contract, each event kept once by `eventId`.
 */
export class FakeNotifications extends FakeInternalService {
  /** Each event applied, once, in order of arrival. */
  readonly events: NotificationEvent[] = [];
  private readonly applied = new Set<string>();

  static async start(serviceSecret: string): Promise<FakeNotifications> {
    const notifications = new FakeNotifications(serviceSecret);
    await notifications.listen();
    return notifications;
  }

  /** The events about one grant, oldest first. */
  about(grantId: string): NotificationEvent[] {
    return this.events.filter((event) => event.grantId === grantId);
  }

  protected async answer(call: FakeCall): Promise<FakeAnswer> {
    const endpoint = notificationInternalEndpoints.events;
    if (call.method !== endpoint.method || call.url !== endpoint.path) return { status: 404 };
    const body = endpoint.request.safeParse(await call.json());
    if (!body.success) return { status: 400, body: { statusCode: 400 } };
    let applied = 0;
    for (const event of body.data.events) {
      if (this.applied.has(event.eventId)) continue;
      this.applied.add(event.eventId);
      this.events.push(event);
      applied += 1;
    }
    return { status: 200, body: { applied } };
  }
}
