import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountEmail } from '@portal/contract';
import { queryDatabase } from '@portal/testing';
import { NotificationsUnderTest, portalUrl } from './notifications-under-test.js';

/**
 * Identity's emails with a link (confirm an address): sent at once through the real SMTP
 * receiver, once by id however often they are delivered, nothing of them kept but the id; a
 * mail server that is away answers 503 so that identity's outbox tries again.
 */
describe('emails with a link about an account', () => {
  const notifications = new NotificationsUnderTest();

  beforeAll(() => notifications.start());
  afterAll(() => notifications.destroy());

  const accountEmail = (overrides: Partial<AccountEmail> = {}): AccountEmail => ({
    id: randomUUID(),
    purpose: 'confirm-email',
    to: { name: 'Mary Jacobs', address: `mary.${randomBytes(3).toString('hex')}@example.org` },
    token: randomBytes(32).toString('base64url'),
    expiresAt: '2026-11-28T17:30:00.000Z',
    language: 'en',
    ...overrides,
  });
  const post = (emails: unknown[]) =>
    notifications.call('POST', '/internal/notifications/account-emails', {
      asService: true,
      body: { emails },
    });
  const received = async (address: string) =>
    (await notifications.emails()).filter((email) => email.to === address);

  it('sends the link in the fragment, with when it stops working, in Toronto time', async () => {
    const email = accountEmail();
    expect(await post([email])).toMatchObject({ status: 200, body: { sent: 1 } });
    const [sent] = await received(email.to.address);
    const link = `${portalUrl}/confirm-email#token=${email.token}`;
    expect(sent).toMatchObject({
      subject: 'Confirm your email address',
      messageId: `<account-email.${email.id}@notifications.portal>`,
    });
    expect(sent.text).toContain('Hello Mary Jacobs,');
    expect(sent.text).toContain(`Confirm my email address: ${link}`);
    expect(sent.text).toContain('The link works once, until November 28, 2026 at 12:30');
    expect(sent.html).toContain(`<a href="${link}">Confirm my email address</a>`);
  });

  it("tells the holder of an admin's new address what confirming it does", async () => {
    const email = accountEmail({ purpose: 'change-email' });
    await post([email]);
    const [sent] = await received(email.to.address);
    expect(sent.subject).toBe('Confirm your new email address');
    expect(sent.text).toContain('Until then your account keeps its previous address.');
  });

  it('sends the link to choose a new password, saying for how long and what ignoring it means', async () => {
    const email = accountEmail({
      purpose: 'reset-password',
      expiresAt: '2026-11-28T17:30:00.000Z',
    });
    await post([email]);
    const [sent] = await received(email.to.address);
    const link = `${portalUrl}/reset-password#token=${email.token}`;
    expect(sent.subject).toBe('Choose a new password');
    expect(sent.text).toContain(`Choose a new password: ${link}`);
    expect(sent.text).toContain('The link works once, until November 28, 2026 at 12:30');
    expect(sent.text).toContain('your password stays as it is');
    expect(sent.html).toContain(`<a href="${link}">Choose a new password</a>`);
  });

  it('invites a new staff member to set their own password', async () => {
    const email = accountEmail({ purpose: 'invite' });
    await post([email]);
    const [sent] = await received(email.to.address);
    expect(sent.subject).toBe('You are invited to the Education Grants Portal');
    expect(sent.text).toContain(
      `Set my password: ${portalUrl}/accept-invitation#token=${email.token}`,
    );
    expect(sent.text).toContain('The education office created an account for you');
  });

  it('sends an email delivered twice once, and keeps only its id', async () => {
    const email = accountEmail();
    await post([email]);
    expect(await post([email])).toMatchObject({ status: 200, body: { sent: 0 } });
    expect(await received(email.to.address)).toHaveLength(1);
    const kept = await queryDatabase(
      `SELECT * FROM "${notifications.config.DATABASE_SCHEMA}".account_emails_sent WHERE id = $1`,
      [email.id],
    );
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(email.token);
    expect(JSON.stringify(kept)).not.toContain(email.to.address);
  });

  it('answers 503 while the mail server is away, and sends on the next delivery', async () => {
    const email = accountEmail();
    await notifications.stopSmtp();
    try {
      expect(await post([email])).toMatchObject({
        status: 503,
        body: { code: 'service.unavailable' },
      });
    } finally {
      await notifications.startSmtp();
    }
    expect(await post([email])).toMatchObject({ status: 200, body: { sent: 1 } });
    expect(await received(email.to.address)).toHaveLength(1);
  });

  it('is for the services only, and checks what it is given', async () => {
    const anonymous = await notifications.call('POST', '/internal/notifications/account-emails', {
      body: { emails: [accountEmail()] },
    });
    expect(anonymous.status).toBe(404);
    expect(await post([{ ...accountEmail(), token: 'not-a-token' }])).toMatchObject({
      status: 400,
    });
    expect(await post([])).toMatchObject({ status: 400 });
  });
});
