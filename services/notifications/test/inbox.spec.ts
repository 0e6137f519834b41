import { randomUUID } from 'node:crypto';
import { NotificationsUnderTest, notificationEvent } from './notifications-under-test.js';

/** A member's inbox: the notices of their applications, newest first, read and unread. */
describe('the inbox', () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  const inbox = (as = notifications.member, query = '') =>
    notifications.call('GET', `/api/notifications${query}`, { as });
  const unread = async (as = notifications.member) =>
    (await notifications.call('GET', '/api/notifications/unread-count', { as })).body.unread;

  it("turns each kind of event into the applicant's notice, with the member's words and a link", async () => {
    const member = notifications.identity.signIn({ firstName: 'Nora', lastName: 'Kinds' });
    const applicationId = randomUUID();
    const grantId = randomUUID();
    const common = {
      applicationId,
      grantId,
      grantTitle: 'Bursary 2026',
      reference: 'EDU-2026-000042',
    };
    await notifications.deliver([
      notificationEvent(member, { ...common, kind: 'received' }),
      notificationEvent(member, { ...common, kind: 'statusChanged', status: 'needsMoreInfo' }),
      notificationEvent(member, { ...common, kind: 'moreInfoRequested' }),
      notificationEvent(member, {
        ...common,
        kind: 'draftReminder',
        reference: null,
        closesAt: '2026-05-01T03:59:00.000Z',
        hoursBefore: 24,
      }),
    ]);
    const { body } = await inbox(member);
    expect(body.nextCursor).toBeNull();
    expect(
      body.items.map((item: any) => [item.kind, item.message, item.link, item.statusLabel]),
    ).toEqual([
      [
        'draftReminder',
        'Your draft application to Bursary 2026 is not submitted yet: the grant closes in 24 hours (2026-04-30, 11:59 p.m., Toronto time).',
        `/apply-grant/${grantId}`,
        null,
      ],
      [
        'moreInfoRequested',
        'More information is needed for your application to Bursary 2026 (EDU-2026-000042).',
        `/applications/${applicationId}`,
        null,
      ],
      [
        'statusChanged',
        'Your application to Bursary 2026 (EDU-2026-000042) is now: Requires More Information.',
        `/applications/${applicationId}`,
        'Requires More Information',
      ],
      [
        'received',
        'We received your application to Bursary 2026. Your reference is EDU-2026-000042.',
        `/applications/${applicationId}`,
        null,
      ],
    ]);
    expect(body.items[0]).toMatchObject({
      readAt: null,
      grantTitle: 'Bursary 2026',
      applicationId,
    });
    expect(await unread(member)).toBe(4);
  });

  it('tells the reviewers who acted of a resubmission or a withdrawal, and every reviewer when none has', async () => {
    const member = notifications.identity.signIn();
    const acted = notifications.identity.signIn({ userType: 'staff', education: true });
    const before = {
      reviewer: await unread(notifications.reviewer),
      admin: await unread(notifications.admin),
      acted: await unread(acted),
      staff: await unread(notifications.staff),
    };
    const applicationId = randomUUID();
    await notifications.deliver([
      notificationEvent(member, {
        kind: 'resubmitted',
        applicationId,
        reviewerIds: [acted.principal.id],
      }),
      notificationEvent(member, { kind: 'withdrawn', applicationId, reviewerIds: [] }),
    ]);
    expect(await unread(acted)).toBe(before.acted + 2);
    expect(await unread(notifications.reviewer)).toBe(before.reviewer + 1);
    expect(await unread(notifications.admin)).toBe(before.admin + 1);
    expect(await unread(notifications.staff)).toBe(before.staff);
    expect(await unread(member)).toBe(0);
    const [latest] = (await inbox(acted)).body.items;
    expect(latest).toMatchObject({
      kind: 'withdrawn',
      link: `/admin/applications/${applicationId}`,
    });
  });

  it('applies an event once per recipient however often it comes, even all at once', async () => {
    const member = notifications.identity.signIn();
    const event = notificationEvent(member);
    const applied = await Promise.all(
      Array.from({ length: 8 }, () => notifications.deliver([event, event])),
    );
    expect(applied.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await notifications.deliver([event])).toBe(0);
    expect((await inbox(member)).body.items).toHaveLength(1);
  });

  it('pages newest first with a limit, and marks one read, then all', async () => {
    const member = notifications.identity.signIn();
    const events = Array.from({ length: 5 }, (_, index) =>
      notificationEvent(member, { grantTitle: `Grant ${index}` }),
    );
    for (const event of events) await notifications.deliver([event]);
    const first = (await inbox(member, '?limit=2')).body;
    expect(first.items.map((item: any) => item.grantTitle)).toEqual(['Grant 4', 'Grant 3']);
    const second = (await inbox(member, `?limit=2&before=${first.nextCursor}`)).body;
    expect(second.items.map((item: any) => item.grantTitle)).toEqual(['Grant 2', 'Grant 1']);
    const last = (await inbox(member, `?limit=2&before=${second.nextCursor}`)).body;
    expect(last.items.map((item: any) => item.grantTitle)).toEqual(['Grant 0']);
    expect(last.nextCursor).toBeNull();

    expect(await unread(member)).toBe(5);
    const read = await notifications.call('POST', `/api/notifications/${first.items[0].id}/read`, {
      as: member,
    });
    expect(read).toEqual({ status: 200, body: { unread: 4 } });
    // Reading it again changes nothing, and keeps when it was first read.
    const readAt = (await inbox(member, '?limit=1')).body.items[0].readAt;
    expect(readAt).not.toBeNull();
    await notifications.call('POST', `/api/notifications/${first.items[0].id}/read`, {
      as: member,
    });
    expect((await inbox(member, '?limit=1')).body.items[0].readAt).toBe(readAt);
    expect(await unread(member)).toBe(4);

    const all = await notifications.call('POST', '/api/notifications/read-all', { as: member });
    expect(all).toEqual({ status: 200, body: { unread: 0 } });
    expect(await unread(member)).toBe(0);
  });

  it("marks read the member's notices about an application they opened, and only those", async () => {
    const member = notifications.identity.signIn();
    const other = notifications.identity.signIn();
    const opened = notificationEvent(member, { kind: 'moreInfoRequested' });
    await notifications.deliver([
      opened,
      notificationEvent(member, { applicationId: opened.applicationId }),
      notificationEvent(member),
      notificationEvent(other, { applicationId: opened.applicationId }),
    ]);
    expect(await unread(member)).toBe(3);

    const read = await notifications.call(
      'POST',
      `/api/notifications/application/${opened.applicationId}/read`,
      { as: member },
    );

    expect(read).toEqual({ status: 200, body: { unread: 1 } });
    const items = (await inbox(member)).body.items as Array<{
      applicationId: string;
      readAt: string | null;
    }>;
    expect(
      items
        .filter((item) => item.applicationId === opened.applicationId)
        .map((item) => item.readAt),
    ).toEqual([expect.any(String), expect.any(String)]);
    // Another member's notice of the same application stays unread.
    expect(await unread(other)).toBe(1);
    expect(
      (
        await notifications.call('POST', '/api/notifications/application/not-an-id/read', {
          as: member,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a page query that is not one', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?before=abc', '?before=-1']) {
      expect((await inbox(notifications.member, query)).status).toBe(400);
    }
  });

  it('refuses preferences that are not: over 1 MiB, nested ten thousand deep, not JSON; the saved ones stay', async () => {
    const member = notifications.identity.signIn();
    const before = await notifications.call('GET', '/api/notifications/preferences', {
      as: member,
    });
    const put = (rawBody: string) =>
      notifications.call('PUT', '/api/notifications/preferences', { as: member, rawBody });
    const tooLarge = await put(JSON.stringify({ email: { received: 'x'.repeat(1_100_000) } }));
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'request.too_large' } });
    const deep = await put(
      `{"email": {"received": ${'['.repeat(10_000)}true${']'.repeat(10_000)}}}`,
    );
    expect(deep.status).toBe(400);
    expect(typeof deep.body.message).toBe('string');
    const unreadable = await put('{"email": ');
    expect(unreadable).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    const after = await notifications.call('GET', '/api/notifications/preferences', { as: member });
    expect(after.body).toEqual(before.body);
  });

  it('refuses events that are not events, and takes none of a batch with one bad event', async () => {
    const good = notificationEvent(notifications.otherMember);
    for (const body of [
      {},
      { events: [] },
      { events: [{ ...good, eventId: 'not-a-uuid' }] },
      { events: [{ ...good, kind: 'deleted' }] },
      {
        events: [good, { ...notificationEvent(notifications.otherMember), applicantId: undefined }],
      },
      { events: Array.from({ length: 501 }, () => good) },
    ]) {
      const answer = await notifications.call('POST', '/internal/notifications/events', {
        asService: true,
        body,
      });
      expect(answer.status).toBe(400);
    }
    expect(await notifications.deliver([good])).toBe(1);
  });

  it('waits for identity when every reviewer must be told: the outbox delivers again', async () => {
    notifications.identity.unavailable = true;
    const event = notificationEvent(notifications.member, { kind: 'withdrawn', reviewerIds: [] });
    try {
      const refused = await notifications.call('POST', '/internal/notifications/events', {
        asService: true,
        body: { events: [event] },
      });
      expect(refused.status).toBe(503);
    } finally {
      notifications.identity.unavailable = false;
    }
    expect(await notifications.deliver([event])).toBeGreaterThanOrEqual(2);
  });
});
