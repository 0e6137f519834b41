import { queryDatabase, waitFor } from '@portal/testing';
import {
  NotificationsUnderTest,
  notificationEvent,
  portalUrl,
} from './notifications-under-test.js';

/**
 * The emails that carry a decision's words: the reference in the subject, what the reviewer
 * wrote to the applicant, and what happens next (for a request: what is asked and how to
 * answer); the applicant's confirmation of their own withdrawal; and, to the reviewers who asked
 * for it, an email at each new application. What the reviewer wrote waits encrypted with its
 * notice, and is dropped once the email is sent.
 */
describe('emails of decisions, withdrawals and new applications', () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  const schema = () => notifications.config.DATABASE_SCHEMA;
  const pending = async () =>
    (
      await queryDatabase<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${schema()}".email_deliveries WHERE state = 'pending'`,
      )
    )[0]?.count ?? 0;
  const settled = async () => {
    await waitFor(async () => (await pending()) === 0, 'no email pending', {
      timeoutMs: 30_000,
      intervalMs: 100,
    });
    return notifications.emails();
  };
  const emailTo = async (address: string, subject: string) => {
    const found = (await settled()).find(
      (email) => email.to === address && email.subject === subject,
    );
    if (!found) throw new Error(`no email "${subject}" to ${address}`);
    return found;
  };
  const preferences = (as = notifications.reviewer) =>
    notifications.call('GET', '/api/notifications/preferences', { as });

  it('says a refusal with the reviewer’s message and what the member can do, the reference in the subject', async () => {
    const member = notifications.identity.signIn({ firstName: 'Rose', lastName: 'Refused' });
    const event = notificationEvent(member, {
      status: 'rejected',
      reference: 'EDU-2026-000900',
      grantTitle: 'Trades Bursary',
      message: 'The fund is spent for this year.\nPlease apply again in <September>.',
    });
    await notifications.deliver([event]);
    const email = await emailTo(
      member.profile.email,
      'Your application EDU-2026-000900 is now: Not Awarded',
    );
    expect(email.text).toBe(
      [
        'Hello Rose Refused,',
        '',
        'Your application to Trades Bursary (EDU-2026-000900) is now: Not Awarded.',
        '',
        'A message from the education office:',
        '',
        '> The fund is spent for this year.',
        '> Please apply again in <September>.',
        '',
        'This application was not awarded. If you have a question about the decision, contact the education office. Give your reference, EDU-2026-000900, with any question.',
        '',
        `Open it in the portal: ${portalUrl}/applications/${event.applicationId}`,
        '',
        '--',
        'Education Grants Portal',
        `You get this email because of your account on the portal. Choose which emails you get: ${portalUrl}/notifications`,
      ].join('\n'),
    );
    expect(email.html).toContain('Please apply again in &lt;September&gt;.');
    expect(email.html).not.toContain('<September>');

    // Sent: the message is not kept here any longer (the applications service has it).
    const [row] = await queryDatabase<{ message_encrypted: string | null }>(
      `SELECT message_encrypted FROM "${schema()}".notices WHERE event_id = $1`,
      [event.eventId],
    );
    expect(row?.message_encrypted).toBeNull();
  });

  it('says what the office does next after an award, with or without a message', async () => {
    const member = notifications.identity.signIn({ firstName: 'Ada', lastName: 'Awarded' });
    await notifications.deliver([
      notificationEvent(member, {
        status: 'approved',
        reference: 'EDU-2026-000901',
        message: 'Congratulations!',
      }),
    ]);
    const email = await emailTo(
      member.profile.email,
      'Your application EDU-2026-000901 is now: Awarded',
    );
    expect(email.text).toContain('A message from the education office:\n\n> Congratulations!');
    expect(email.text).toContain(
      'What happens next: the education office will contact you about the next steps',
    );
  });

  it('says what is asked and how to answer a request for more information, with the link', async () => {
    const member = notifications.identity.signIn({ firstName: 'Ira', lastName: 'Asked' });
    const event = notificationEvent(member, {
      kind: 'moreInfoRequested',
      status: undefined,
      reference: 'EDU-2026-000902',
      grantTitle: 'Return to School Fund',
      message: 'Please send the letter signed by the college.',
      questionLabels: ['Proof of enrolment', 'What will you study?'],
      questionCount: 3,
    });
    await notifications.deliver([event]);
    const email = await emailTo(
      member.profile.email,
      'More information is needed for your application EDU-2026-000902',
    );
    expect(email.text).toContain(
      [
        'More information is needed for your application to Return to School Fund (EDU-2026-000902).',
        '',
        'What the education office asks:',
        '',
        '> Please send the letter signed by the college.',
        '',
        'The answers you may change: Proof of enrolment; What will you study?; and 1 more (see the portal).',
        '',
        'How to answer: open your application in the portal, change what is asked, then press Resubmit. Your application waits for your answer; the other answers stay as you sent them.',
        '',
        `Open it in the portal: ${portalUrl}/applications/${event.applicationId}`,
      ].join('\n'),
    );
  });

  it('confirms a withdrawal to the member who withdrew', async () => {
    const member = notifications.identity.signIn({ firstName: 'Wes', lastName: 'Withdrew' });
    const event = notificationEvent(member, {
      kind: 'withdrawalConfirmed',
      status: undefined,
      reference: 'EDU-2026-000903',
      grantTitle: 'Bursary 2026',
    });
    await notifications.deliver([event]);
    const email = await emailTo(
      member.profile.email,
      'You withdrew your application EDU-2026-000903',
    );
    expect(email.text).toContain(
      'You withdrew your application to Bursary 2026 (EDU-2026-000903).',
    );
    expect(email.text).toContain(
      'Your application will not be reviewed. If the grant is still open, you can apply to it again.',
    );
    const inbox = await notifications.call('GET', '/api/notifications', { as: member });
    expect(inbox.body.items[0]).toMatchObject({
      kind: 'withdrawalConfirmed',
      link: `/applications/${event.applicationId}`,
    });
  });

  it('tells of a new application only the reviewers who turned it on (off by default)', async () => {
    const asking = notifications.identity.signIn({
      userType: 'staff',
      education: true,
      firstName: 'Nia',
      lastName: 'Newapps',
    });
    const quiet = notifications.identity.signIn({ userType: 'staff', education: true });
    // A member cannot ask for it: only reviewers hear of new applications.
    const member = notifications.identity.signIn({ firstName: 'Curious', lastName: 'Member' });
    expect((await preferences(asking)).body.email).toMatchObject({
      newApplication: false,
      withdrawalConfirmed: true,
    });
    for (const account of [asking, member]) {
      const current = (await preferences(account)).body;
      const saved = await notifications.call('PUT', '/api/notifications/preferences', {
        as: account,
        body: { email: { ...current.email, newApplication: true } },
      });
      expect(saved.body.email.newApplication).toBe(true);
    }

    const applicant = notifications.identity.signIn();
    const event = notificationEvent(applicant, {
      kind: 'newApplication',
      status: undefined,
      reference: 'EDU-2026-000904',
      grantTitle: 'Trades Bursary',
    });
    await notifications.deliver([event]);
    const email = await emailTo(
      asking.profile.email,
      'New application: EDU-2026-000904 (Trades Bursary)',
    );
    expect(email.text).toContain(
      'A new application to Trades Bursary (EDU-2026-000904) has arrived.',
    );
    expect(email.text).toContain(`${portalUrl}/admin/applications/${event.applicationId}`);
    const recipients = await queryDatabase<{ recipient_id: string }>(
      `SELECT recipient_id FROM "${schema()}".notices WHERE event_id = $1`,
      [event.eventId],
    );
    expect(recipients.map((row) => row.recipient_id)).toEqual([asking.principal.id]);
    expect(quiet.principal.id).not.toBe(asking.principal.id);
  });

  it('keeps a waiting message encrypted, and sends it once the mail server is back', async () => {
    await notifications.stopSmtp();
    const member = notifications.identity.signIn({ firstName: 'Pat', lastName: 'Pending' });
    const event = notificationEvent(member, {
      status: 'rejected',
      reference: 'EDU-2026-000905',
      message: 'Your band council letter is missing.',
    });
    try {
      await notifications.deliver([event]);
      const rows = await queryDatabase<Record<string, unknown>>(
        `SELECT * FROM "${schema()}".notices WHERE event_id = $1`,
        [event.eventId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.message_encrypted).toEqual(expect.any(String));
      expect(JSON.stringify(rows)).not.toContain('band council');
    } finally {
      await notifications.startSmtp();
    }
    const email = await emailTo(
      member.profile.email,
      'Your application EDU-2026-000905 is now: Not Awarded',
    );
    expect(email.text).toContain('> Your band council letter is missing.');
  });
});
