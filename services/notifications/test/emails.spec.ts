import { queryDatabase, waitFor } from '@portal/testing';
import {
  NotificationsUnderTest,
  notificationEvent,
  portalUrl,
} from './notifications-under-test.js';

/**
 * Each notice's email, sent through a real SMTP receiver that writes each message to a file, and
 * read back from there: once per (event, recipient), whatever is delivered twice, restarted or
 * down in between.
 */
describe('emails', () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  const deliveryStates = async () =>
    queryDatabase<{ state: string; count: number }>(
      `SELECT state, count(*)::int AS count FROM "${notifications.config.DATABASE_SCHEMA}".email_deliveries GROUP BY state ORDER BY state`,
    );
  /** Waits until no email is pending, then answers every email in the folder. */
  const settled = async () => {
    await waitFor(
      async () => !(await deliveryStates()).some((row) => row.state === 'pending'),
      'no email pending',
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    return notifications.emails();
  };

  it("writes the member's name, the grant, the reference, the label and a link, in plain text and HTML, and nothing else of theirs", async () => {
    const member = notifications.identity.signIn({
      firstName: 'Mary',
      lastName: "O'Neil <Jacobs>",
    });
    const event = {
      ...notificationEvent(member, {
        grantTitle: 'Trades & Technology Bursary',
        reference: 'EDU-2026-000777',
        status: 'approved',
      }),
      // What the event must never carry: were it sent, it is not read.
      answers: { '0-0': 'My family income is 12,345' },
      cardNumber: 'RS-SECRET-9911',
      note: 'internal: budget is tight',
    };
    await notifications.deliver([event]);
    const [email] = (await settled()).filter((found) => found.to === member.profile.email);
    expect(email).toBeDefined();
    expect(email.messageId).toBe(`<${event.eventId}.${member.principal.id}@notifications.portal>`);
    expect(email.subject).toBe('Your application EDU-2026-000777 is now: Awarded');
    const link = `${portalUrl}/applications/${event.applicationId}`;
    expect(email.text).toBe(
      [
        "Hello Mary O'Neil <Jacobs>,",
        '',
        'Your application to Trades & Technology Bursary (EDU-2026-000777) is now: Awarded.',
        '',
        'What happens next: the education office will contact you about the next steps, such as what to sign and how and when the grant is paid. You do not need to do anything now. Give your reference, EDU-2026-000777, with any question.',
        '',
        `Open it in the portal: ${link}`,
        '',
        '--',
        'Education Grants Portal',
        `You get this email because of your account on the portal. Choose which emails you get: ${portalUrl}/notifications`,
      ].join('\n'),
    );
    expect(email.html).toContain('Hello Mary O&#39;Neil &lt;Jacobs&gt;,');
    expect(email.html).toContain(
      'Trades &amp; Technology Bursary (EDU-2026-000777) is now: Awarded.',
    );
    expect(email.html).toContain(`<a href="${link}">`);
    for (const secret of ['12,345', 'family income', 'RS-SECRET-9911', 'budget is tight'])
      expect(email.raw).not.toContain(secret);
  });

  it('sends each email once when the same events are delivered again and again, even at the same time and through two replicas', async () => {
    const replica = await notifications.startReplica();
    const before = (await notifications.emails()).length;
    const events = Array.from({ length: 30 }, () => notificationEvent(notifications.member));
    await Promise.all([
      notifications.deliver(events),
      notifications.deliver(events, replica),
      notifications.deliver(events.slice(10)),
      notifications.deliver(events.slice(0, 20), replica),
    ]);
    await notifications.deliver(events);
    const emails = await settled();
    expect(emails.length - before).toBe(30);
    expect(notifications.repeatsReceived).toBe(0);
  });

  it('keeps the emails while the mail server is down, and sends each once when it is back', async () => {
    const before = (await notifications.emails()).length;
    await notifications.stopSmtp();
    const events = Array.from({ length: 20 }, () => notificationEvent(notifications.member));
    await notifications.deliver(events);
    // Every email is tried, fails and waits for its next try.
    await waitFor(
      async () =>
        (
          await queryDatabase<{ tried: number }>(
            `SELECT count(*)::int AS tried FROM "${notifications.config.DATABASE_SCHEMA}".email_deliveries
              WHERE state = 'pending' AND attempts > 0 AND last_error LIKE 'ESOCKET%'`,
          )
        )[0].tried === 20,
      'every email to have failed a try',
    );
    expect((await notifications.emails()).length).toBe(before);
    await notifications.startSmtp();
    const emails = await settled();
    expect(emails.length - before).toBe(20);
    expect(notifications.repeatsReceived).toBe(0);
  });

  it('sends each once when the service is restarted in the middle of a burst', async () => {
    const before = (await notifications.emails()).length;
    const events = Array.from({ length: 120 }, () => notificationEvent(notifications.member));
    const burst = (async () => {
      for (let start = 0; start < events.length; start += 10) {
        // As the outbox does: a batch that was not answered is delivered again.
        for (;;) {
          try {
            await notifications.deliver(events.slice(start, start + 10));
            break;
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }
    })();
    await notifications.emailsWhen(before + 15);
    await notifications.restart();
    await burst;
    const emails = await settled();
    expect(emails.length - before).toBe(120);
    expect(notifications.repeatsReceived).toBe(0);
  });

  it('sends no email of a kind the member turned off, and keeps the notice in the inbox', async () => {
    const member = notifications.identity.signIn();
    const off = {
      received: true,
      statusChanged: false,
      moreInfoRequested: true,
      resubmitted: true,
      withdrawn: true,
      draftReminder: true,
      grantAwaitingApproval: true,
    };
    const saved = await notifications.call('PUT', '/api/notifications/preferences', {
      as: member,
      body: { email: off },
    });
    // The kinds left out keep their choice: a screen that does not know them still saves.
    expect(saved).toEqual({
      status: 200,
      body: {
        email: { ...off, withdrawalConfirmed: true, newApplication: false, fileRemoved: true },
      },
    });
    const changed = notificationEvent(member, { kind: 'statusChanged' });
    const received = notificationEvent(member, { kind: 'received' });
    await notifications.deliver([changed, received]);
    const emails = (await settled()).filter((email) => email.to === member.profile.email);
    expect(emails.map((email) => email.messageId)).toEqual([
      `<${received.eventId}.${member.principal.id}@notifications.portal>`,
    ]);
    const inbox = await notifications.call('GET', '/api/notifications', { as: member });
    expect(inbox.body.items.map((item: any) => item.kind).sort()).toEqual([
      'received',
      'statusChanged',
    ]);
  });

  it('lists an email that failed every try for admins; a retry sends it once', async () => {
    await notifications.stopSmtp();
    const event = notificationEvent(notifications.otherMember);
    await notifications.deliver([event]);
    let failed: any;
    await waitFor(
      async () => {
        const answer = await notifications.call('GET', '/api/admin/notifications?state=failed', {
          as: notifications.admin,
        });
        failed = answer.body.items.find((item: any) => item.applicationId === event.applicationId);
        return failed !== undefined;
      },
      'the email to fail its 8 tries',
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 8,
      recipientId: notifications.otherMember.principal.id,
      recipientName: 'Otto Other',
      reference: event.reference,
      grantTitle: event.grantTitle,
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(failed.lastError).toBe('ESOCKET (CONN)'); // refused: nobody listens
    expect(JSON.stringify(failed)).not.toContain(notifications.otherMember.profile.email);

    await notifications.startSmtp();
    const retried = await notifications.call(
      'POST',
      `/api/admin/notifications/${failed.id}/retry`,
      {
        as: notifications.admin,
      },
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: failed.id,
      state: 'pending',
      attempts: 0,
      lastError: null,
    });
    const again = await notifications.call('POST', `/api/admin/notifications/${failed.id}/retry`, {
      as: notifications.admin,
    });
    expect(again.body).toMatchObject({ code: 'notification.not_failed' });
    const emails = await settled();
    const messageId = `<${event.eventId}.${notifications.otherMember.principal.id}@notifications.portal>`;
    expect(emails.filter((email) => email.messageId === messageId)).toHaveLength(1);
    const sent = await notifications.call('GET', '/api/admin/notifications?state=sent&limit=50', {
      as: notifications.admin,
    });
    expect(sent.body.items.find((item: any) => item.id === failed.id)).toMatchObject({
      state: 'sent',
      attempts: 1,
    });
    expect(sent.body.counts).toMatchObject({ pending: 0, failed: 0 });
    expect(
      (
        await notifications.call('POST', `/api/admin/notifications/${failed.id}/retry`, {
          as: notifications.admin,
        })
      ).body.code,
    ).toBe('notification.not_failed');
  });

  it('sends no email to an account that is gone, and waits for identity when it is away', async () => {
    const gone = notifications.identity.signIn();
    const staying = notifications.identity.signIn();
    const refusedBefore = notifications.identity.refusedContactLookups;
    notifications.identity.unavailable = true;
    await notifications.deliver([notificationEvent(gone), notificationEvent(staying)]);
    notifications.identity.remove(gone.principal.id);
    // While identity is away nothing can be addressed: the sender asks (twice, so it has come
    // back after the first refusal), the emails wait, no try is spent.
    await waitFor(
      () => notifications.identity.refusedContactLookups >= refusedBefore + 2,
      'the sender to ask identity twice while it is away',
      { timeoutMs: 15_000 },
    );
    const waiting = await queryDatabase<{ attempts: number; state: string }>(
      `SELECT d.attempts, d.state FROM "${notifications.config.DATABASE_SCHEMA}".email_deliveries d
         JOIN "${notifications.config.DATABASE_SCHEMA}".notices n ON n.id = d.notice_id
        WHERE n.recipient_id = ANY($1)`,
      [[gone.principal.id, staying.principal.id]],
    );
    expect(waiting).toEqual([
      { attempts: 0, state: 'pending' },
      { attempts: 0, state: 'pending' },
    ]);
    notifications.identity.unavailable = false;
    const emails = await settled();
    expect(emails.filter((email) => email.to === staying.profile.email)).toHaveLength(1);
    expect(emails.filter((email) => email.to === gone.profile.email)).toHaveLength(0);
    expect(await deliveryStates()).toContainEqual({ state: 'skipped', count: 2 });
  });

  it('keeps nothing personal at rest: no name, no address, only user ids', async () => {
    const schema = notifications.config.DATABASE_SCHEMA;
    const rows = await queryDatabase(
      `SELECT (SELECT json_agg(n) FROM "${schema}".notices n) AS notices,
              (SELECT json_agg(d) FROM "${schema}".email_deliveries d) AS deliveries,
              (SELECT json_agg(p) FROM "${schema}".email_preferences p) AS preferences`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).toContain(notifications.member.principal.id);
    for (const account of [notifications.member, notifications.otherMember]) {
      expect(stored).not.toContain(account.profile.email);
      expect(stored).not.toContain(account.profile.lastName);
    }
  });
});
