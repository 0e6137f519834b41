import { randomUUID } from 'node:crypto';
import { notificationEventKinds } from '@portal/contract';
import { waitFor } from '@portal/testing';
import {
  NotificationsUnderTest,
  notificationEvent,
  type Answer,
} from './notifications-under-test.js';

/**
 * Every cell of the permission table for the notifications routes (`notifications:use`: anyone
 * signed in, their own only; `notifications:manage`: admins), and other members' ids.
 */
describe('who may do what with notifications', () => {
  const notifications = new NotificationsUnderTest();

  type Caller = 'admin' | 'reviewer' | 'staff' | 'member' | 'nobody';
  const callers: Caller[] = ['admin', 'reviewer', 'staff', 'member', 'nobody'];
  const as = (caller: Caller) => (caller === 'nobody' ? undefined : notifications[caller]);
  const allOn = Object.fromEntries(notificationEventKinds.map((kind) => [kind, true]));
  /** Each caller's own notice, and the member's. */
  const noticeOf = new Map<Caller, string>();

  beforeAll(async () => {
    await notifications.start();
    for (const caller of ['admin', 'reviewer', 'staff', 'member'] as const) {
      await notifications.deliver([notificationEvent(notifications[caller])]);
      const { body } = await notifications.call('GET', '/api/notifications', {
        as: notifications[caller],
      });
      noticeOf.set(caller, body.items[0].id);
    }
  });
  afterAll(() => notifications.destroy());

  const expectStatuses = async (call: (caller: Caller) => Promise<Answer>, expected: number[]) => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) statuses[caller] = (await call(caller)).status;
    expect(statuses).toEqual(
      Object.fromEntries(callers.map((caller, index) => [caller, expected[index]])),
    );
  };

  it('GET /api/notifications: anyone signed in, their own notices only', async () => {
    await expectStatuses(
      (caller) => notifications.call('GET', '/api/notifications', { as: as(caller) }),
      [200, 200, 200, 200, 401],
    );
    const { body } = await notifications.call('GET', '/api/notifications', {
      as: notifications.member,
    });
    expect(body.items.map((item: any) => item.id)).toEqual([noticeOf.get('member')]);
  });

  it('GET /api/notifications/unread-count: anyone signed in, their own', async () => {
    await expectStatuses(
      (caller) => notifications.call('GET', '/api/notifications/unread-count', { as: as(caller) }),
      [200, 200, 200, 200, 401],
    );
  });

  it("POST /api/notifications/{id}/read: one's own; another's notice does not exist", async () => {
    await expectStatuses(
      (caller) =>
        notifications.call(
          'POST',
          `/api/notifications/${noticeOf.get(caller) ?? randomUUID()}/read`,
          {
            as: as(caller),
          },
        ),
      [200, 200, 200, 200, 401],
    );
    const another = notifications.identity.signIn();
    await notifications.deliver([notificationEvent(another)]);
    const [notice] = (await notifications.call('GET', '/api/notifications', { as: another })).body
      .items;
    for (const caller of ['admin', 'reviewer', 'staff', 'member'] as const) {
      const answer = await notifications.call('POST', `/api/notifications/${notice.id}/read`, {
        as: notifications[caller],
      });
      expect(answer).toMatchObject({ status: 404, body: { code: 'notification.not_found' } });
    }
    expect(
      (await notifications.call('GET', '/api/notifications/unread-count', { as: another })).body,
    ).toEqual({ unread: 1 });
  });

  it('POST /api/notifications/read-all: anyone signed in, their own only', async () => {
    const another = notifications.identity.signIn();
    await notifications.deliver([notificationEvent(another)]);
    await expectStatuses(
      (caller) => notifications.call('POST', '/api/notifications/read-all', { as: as(caller) }),
      [200, 200, 200, 200, 401],
    );
    expect(
      (await notifications.call('GET', '/api/notifications/unread-count', { as: another })).body,
    ).toEqual({ unread: 1 });
  });

  it('GET and PUT /api/notifications/preferences: anyone signed in, their own', async () => {
    await expectStatuses(
      (caller) => notifications.call('GET', '/api/notifications/preferences', { as: as(caller) }),
      [200, 200, 200, 200, 401],
    );
    await expectStatuses(
      (caller) =>
        notifications.call('PUT', '/api/notifications/preferences', {
          as: as(caller),
          body: { email: { ...allOn, statusChanged: caller !== 'member' } },
        }),
      [200, 200, 200, 200, 401],
    );
    const mine = await notifications.call('GET', '/api/notifications/preferences', {
      as: notifications.member,
    });
    expect(mine.body.email.statusChanged).toBe(false);
    const theirs = await notifications.call('GET', '/api/notifications/preferences', {
      as: notifications.staff,
    });
    expect(theirs.body.email.statusChanged).toBe(true);
  });

  it('PUT /api/notifications/preferences refuses a body that is not kinds, yes or no; a kind left out keeps its choice', async () => {
    for (const body of [
      undefined,
      {},
      { email: { ...allOn, received: 'no' } },
      { email: { draftReminder: null } },
      { email: 'off' },
    ]) {
      const answer = await notifications.call('PUT', '/api/notifications/preferences', {
        as: notifications.member,
        body,
      });
      expect(answer.status).toBe(400);
    }
    const before = await notifications.call('GET', '/api/notifications/preferences', {
      as: notifications.member,
    });
    const partial = await notifications.call('PUT', '/api/notifications/preferences', {
      as: notifications.member,
      body: { email: { draftReminder: false } },
    });
    expect(partial).toEqual({
      status: 200,
      body: { email: { ...before.body.email, draftReminder: false } },
    });
  });

  it('GET /api/admin/notifications: admins only', async () => {
    await expectStatuses(
      (caller) =>
        notifications.call('GET', '/api/admin/notifications?state=sent', { as: as(caller) }),
      [200, 403, 403, 403, 401],
    );
    for (const query of ['?state=skipped', '?state=all', '?limit=0', '?before=x']) {
      expect(
        (
          await notifications.call('GET', `/api/admin/notifications${query}`, {
            as: notifications.admin,
          })
        ).status,
      ).toBe(400);
    }
  });

  it('POST /api/admin/notifications/{id}/retry: admins only; an id that is no email is not found', async () => {
    const id = noticeOf.get('member')!;
    await waitFor(async () => {
      const { body } = await notifications.call('GET', '/api/admin/notifications?state=pending', {
        as: notifications.admin,
      });
      return body.counts.pending === 0;
    }, 'the emails to be sent');
    await expectStatuses(
      (caller) =>
        notifications.call('POST', `/api/admin/notifications/${id}/retry`, { as: as(caller) }),
      [409, 403, 403, 403, 401],
    );
    for (const unknown of [randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const answer = await notifications.call(
        'POST',
        `/api/admin/notifications/${encodeURIComponent(unknown)}/retry`,
        { as: notifications.admin },
      );
      expect(answer).toMatchObject({ status: 404, body: { code: 'notification.not_found' } });
    }
  });

  it('answers 404, never 500, to a notice id that is not a UUID', async () => {
    for (const id of ['123', 'abc', "1' OR '1'='1"]) {
      const answer = await notifications.call(
        'POST',
        `/api/notifications/${encodeURIComponent(id)}/read`,
        { as: notifications.member },
      );
      expect(answer).toMatchObject({ status: 404, body: { code: 'notification.not_found' } });
    }
  });

  it('keeps the internal route to the services: a token is not enough, nothing is there', async () => {
    for (const caller of callers) {
      const answer = await notifications.call('POST', '/internal/notifications/events', {
        as: as(caller),
        body: { events: [notificationEvent(notifications.member)] },
      });
      expect(answer.status).toBe(404);
    }
  });
});
