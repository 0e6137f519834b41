import { randomUUID } from 'node:crypto';
import { notificationEventKinds, type NotificationEvent } from '@portal/contract';
import { queryDatabase, waitFor } from '@portal/testing';
import { NotificationsUnderTest, portalUrl } from './notifications-under-test.js';

/**
 * A grant waiting for a second approver (the grants service's event, with the office's setting
 * on): every reviewer but the one who submitted it gets a notice in the portal and its email.
 */
describe('a grant waiting for approval', () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  const inbox = async (as = notifications.member) =>
    (await notifications.call('GET', '/api/notifications', { as })).body.items as any[];

  function awaitingApproval(grantId: string, submitter: string): NotificationEvent {
    return {
      eventId: randomUUID(),
      kind: 'grantAwaitingApproval',
      at: new Date().toISOString(),
      applicationId: null,
      applicantId: null,
      reference: null,
      grantId,
      grantTitle: 'Language Revitalization Award',
      reviewerIds: [],
      exceptIds: [submitter],
    };
  }

  it('is told to every reviewer but its submitter, with a link to the grant, and emailed', async () => {
    const submitter = notifications.identity.signIn({
      userType: 'staff',
      education: true,
      firstName: 'Sam',
      lastName: 'Submitter',
    });
    const grantId = randomUUID();
    expect(await notifications.deliver([awaitingApproval(grantId, submitter.principal.id)])).toBe(
      2,
    );

    for (const reviewer of [notifications.reviewer, notifications.admin]) {
      const [notice] = await inbox(reviewer);
      expect(notice).toMatchObject({
        kind: 'grantAwaitingApproval',
        applicationId: null,
        grantId,
        reference: null,
        message:
          'The grant Language Revitalization Award was submitted for approval: it waits for you, or another reviewer, to check it and publish it.',
        link: `/grants/${grantId}`,
      });
    }
    expect(await inbox(submitter)).toEqual([]);
    expect(await inbox(notifications.staff)).toEqual([]);
    expect(await inbox(notifications.member)).toEqual([]);

    const emails = await notifications.emailsWhen(2);
    const toReviewer = emails.find((email) => email.to === notifications.reviewer.profile.email);
    expect(toReviewer?.subject).toBe(
      'A grant waits for your approval: Language Revitalization Award',
    );
    expect(toReviewer?.text).toContain(`${portalUrl}/grants/${grantId}`);
    expect(emails.some((email) => email.to === submitter.profile.email)).toBe(false);
  });

  it("lists the email for admins without an application, and keeps the reviewers' choice of emails", async () => {
    const reviewer = notifications.identity.signIn({ userType: 'staff', education: true });
    const preferences = await notifications.call('PUT', '/api/notifications/preferences', {
      as: reviewer,
      body: {
        email: {
          ...Object.fromEntries(notificationEventKinds.map((kind) => [kind, true])),
          grantAwaitingApproval: false,
        },
      },
    });
    expect(preferences.status).toBe(200);
    const event = awaitingApproval(randomUUID(), notifications.admin.principal.id);
    await notifications.deliver([event]);

    const states = () =>
      queryDatabase<{ recipient_id: string; state: string }>(
        `SELECT n.recipient_id, d.state FROM "${notifications.config.DATABASE_SCHEMA}".notices n
           JOIN "${notifications.config.DATABASE_SCHEMA}".email_deliveries d ON d.notice_id = n.id
          WHERE n.event_id = $1`,
        [event.eventId],
      );
    await waitFor(
      async () => (await states()).every((row) => row.state !== 'pending'),
      'the emails of the event sent or skipped',
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    const byRecipient = Object.fromEntries(
      (await states()).map((row) => [row.recipient_id, row.state]),
    );
    expect(byRecipient[reviewer.principal.id]).toBe('skipped');
    expect(byRecipient[notifications.reviewer.principal.id]).toBe('sent');
    expect(byRecipient).not.toHaveProperty(notifications.admin.principal.id);

    const sent = await notifications.call('GET', '/api/admin/notifications?state=sent', {
      as: notifications.admin,
    });
    expect(sent.status).toBe(200);
    expect(
      sent.body.items.find((item: any) => item.kind === 'grantAwaitingApproval'),
    ).toMatchObject({ applicationId: null, reference: null });
  });

  it('refuses an event about an application that names none', async () => {
    const answer = await notifications.call('POST', '/internal/notifications/events', {
      asService: true,
      body: {
        events: [{ ...awaitingApproval(randomUUID(), randomUUID()), kind: 'statusChanged' }],
      },
    });
    expect(answer.status).toBe(400);
  });
});
