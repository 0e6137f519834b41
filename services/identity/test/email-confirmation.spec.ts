import { queryDatabase, waitFor } from '@portal/testing';
import type { LoginResponse } from '@portal/contract';
import { FakeAccountMail } from './fake-account-mail.js';
import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

const serviceSecret = 'service-secret-for-service-tests-0123456789';

/**
 * An account belongs to whoever holds its address: a link sent there confirms it, once, within
 * 24 hours; an address an admin gives an account becomes its own only when confirmed there.
 */
describe('confirming an email address', () => {
  let mail: FakeAccountMail;
  let identity: IdentityUnderTest;
  let admin: LoginResponse;

  beforeAll(async () => {
    mail = await FakeAccountMail.start(serviceSecret);
    identity = await new IdentityUnderTest({ NOTIFICATIONS_URL: mail.url }).start();
    admin = await identity.loginAsAdmin();
  });

  afterAll(async () => {
    await identity?.destroy();
    await mail?.stop();
  });

  const rows = <Row extends Record<string, unknown>>(sql: string, parameters: unknown[] = []) =>
    queryDatabase<Row>(
      sql.replaceAll('%schema%', `"${identity.config.DATABASE_SCHEMA}"`),
      parameters,
    );

  /** The newest link emailed to `address`, once it has been sent. */
  async function linkSentTo(address: string, after = 0) {
    await waitFor(() => mail.to(address).length > after, `an email to ${address}`);
    return mail.to(address).at(-1)!;
  }

  const confirm = (token: string) =>
    identity.call('POST', '/api/users/confirm-email', { body: { token } });

  it('emails a link to a new member, who confirms the address with it once', async () => {
    const member = await identity.register();
    expect(member.user).toMatchObject({ emailConfirmed: false, pendingEmail: null });
    const email = await linkSentTo(member.user.email);
    expect(email).toMatchObject({ purpose: 'confirm-email', to: { name: 'Ann Member' } });
    const expiresInHours = (Date.parse(email.expiresAt) - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(23.9);
    expect(expiresInHours).toBeLessThanOrEqual(24);

    expect(await confirm(email.token)).toMatchObject({
      status: 200,
      body: { email: member.user.email },
    });
    const me = await identity.call('GET', '/api/users/me', { as: member.token });
    expect(me.body).toMatchObject({ emailConfirmed: true });
    const principal = await identity.call('GET', '/internal/principal', {
      as: member.token,
      asService: true,
    });
    expect(principal.body).toMatchObject({ emailConfirmed: true });

    expect(await confirm(email.token)).toMatchObject({
      status: 400,
      body: {
        code: 'user.link_invalid',
        message:
          'This link has expired or has already been used. Sign in and ask for a new one from your dashboard.',
      },
    });
  });

  it('keeps only a hash of each token, and sends its email from an outbox it then empties', async () => {
    const member = await identity.register();
    const { token } = await linkSentTo(member.user.email);
    const stored = await rows<{ token_hash: string; email_encrypted: string }>(
      'SELECT token_hash, email_encrypted FROM %schema%.account_links WHERE user_id = $1',
      [member.user._id],
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(member.user.email);
    await waitFor(
      async () => (await rows('SELECT 1 FROM %schema%.account_email_outbox')).length === 0,
      'the outbox to be empty once sent',
    );
  });

  it('refuses a link past its 24 hours', async () => {
    const member = await identity.register();
    const { token } = await linkSentTo(member.user.email);
    await rows(
      `UPDATE %schema%.account_links SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [member.user._id],
    );
    expect(await confirm(token)).toMatchObject({
      status: 400,
      body: { code: 'user.link_invalid' },
    });
    const me = await identity.call('GET', '/api/users/me', { as: member.token });
    expect(me.body.emailConfirmed).toBe(false);
  });

  it('refuses a token that is malformed or unknown, with a sentence', async () => {
    expect(await confirm('short')).toMatchObject({
      status: 400,
      body: { message: 'The link is not complete: open it again from the email.' },
    });
    expect(await confirm('A'.repeat(43))).toMatchObject({
      status: 400,
      body: { code: 'user.link_invalid' },
    });
  });

  it('sends a member a new link on request, a few an hour, none once confirmed', async () => {
    const member = await identity.register();
    await linkSentTo(member.user.email);
    const again = await identity.call('POST', '/api/users/me/email-confirmation', {
      as: member.token,
    });
    expect(again).toMatchObject({ status: 202, body: { sentTo: member.user.email } });
    const second = await linkSentTo(member.user.email, 1);
    // The first link still works alongside the second (the first email may be opened first)…
    const first = mail.to(member.user.email)[0];
    expect(await confirm(first.token)).toMatchObject({ status: 200 });
    // …and once one is used, the others are not.
    expect(await confirm(second.token)).toMatchObject({ status: 400 });
    expect(
      await identity.call('POST', '/api/users/me/email-confirmation', { as: member.token }),
    ).toMatchObject({ status: 409, body: { code: 'user.email_already_confirmed' } });
    expect(await identity.call('POST', '/api/users/me/email-confirmation')).toMatchObject({
      status: 401,
    });
  });

  it('limits how many links a member can have sent', async () => {
    const member = await identity.register();
    const ask = () =>
      identity.call('POST', '/api/users/me/email-confirmation', { as: member.token });
    for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused).toMatchObject({ status: 429, body: { code: 'user.too_many_links' } });
    expect(refused.body.message).toMatch(/^Several links were sent already/);
  });

  it('does not confirm an address the account no longer has', async () => {
    const member = await identity.register();
    const oldLink = await linkSentTo(member.user.email);
    const newAddress = `moved.${Date.now()}@example.org`;
    await identity.call('PUT', `/api/users/${member.user._id}`, {
      as: admin.token,
      body: identity.editForm(member.user, { email: newAddress }),
    });
    const change = await linkSentTo(newAddress);
    expect(await confirm(change.token)).toMatchObject({ status: 200, body: { email: newAddress } });
    expect(await confirm(oldLink.token)).toMatchObject({ status: 400 });
  });

  describe("an admin's change of a member's email", () => {
    it('waits for the new address to confirm it; until then the account keeps its own', async () => {
      const member = await identity.register({ password: 'member password 123' });
      const newAddress = `Changed.${Date.now()}@Example.org`;
      const changed = await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: admin.token,
        body: identity.editForm(member.user, { email: newAddress, firstName: 'Anne' }),
      });
      expect(changed).toMatchObject({
        status: 200,
        body: {
          email: member.user.email,
          firstName: 'Anne',
          pendingEmail: newAddress.toLowerCase(),
        },
      });
      await expect(identity.login(member.user.email, 'member password 123')).resolves.toBeDefined();
      await expect(
        identity.login(newAddress.toLowerCase(), 'member password 123'),
      ).rejects.toThrow();

      const link = await linkSentTo(newAddress.toLowerCase());
      expect(link).toMatchObject({ purpose: 'change-email', to: { name: 'Anne Member' } });
      expect(await confirm(link.token)).toMatchObject({
        status: 200,
        body: { email: newAddress.toLowerCase() },
      });
      const signedIn = await identity.login(newAddress.toLowerCase(), 'member password 123');
      expect(signedIn.user).toMatchObject({
        _id: member.user._id,
        email: newAddress.toLowerCase(),
        emailConfirmed: true,
        pendingEmail: null,
      });
      await expect(identity.login(member.user.email, 'member password 123')).rejects.toThrow();
    });

    it('keeps only the last new address an admin gave', async () => {
      const member = await identity.register();
      const first = `first.${Date.now()}@example.org`;
      const second = `second.${Date.now()}@example.org`;
      for (const email of [first, second])
        await identity.call('PUT', `/api/users/${member.user._id}`, {
          as: admin.token,
          body: identity.editForm(member.user, { email }),
        });
      const firstLink = await linkSentTo(first);
      const secondLink = await linkSentTo(second);
      expect(await confirm(firstLink.token)).toMatchObject({ status: 400 });
      expect(await confirm(secondLink.token)).toMatchObject({ status: 200 });
    });

    it('refuses an address another account took before the link was used', async () => {
      const member = await identity.register();
      const wanted = `wanted.${Date.now()}@example.org`;
      await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: admin.token,
        body: identity.editForm(member.user, { email: wanted }),
      });
      const link = await linkSentTo(wanted);
      await identity.register({ email: wanted });
      expect(await confirm(link.token)).toMatchObject({
        status: 409,
        body: { code: 'user.email_taken' },
      });
    });

    it('lists the waiting address, encrypted like the email, to admins', async () => {
      const member = await identity.register();
      await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: admin.token,
        body: identity.editForm(member.user, { email: `listed.${Date.now()}@example.org` }),
      });
      const list = await identity.call('GET', '/api/users', { as: admin.token });
      const listed = list.body.find((user: { _id: string }) => user._id === member.user._id);
      expect(listed.pendingEmail).toMatch(/^U2FsdGVkX1/);
    });
  });

  it('keeps the emails while the notifications service is away, and sends them when it is back', async () => {
    mail.failWith = 503;
    const member = await identity.register({ email: `waiting.${Date.now()}@example.org` });
    await waitFor(
      async () => (await rows('SELECT 1 FROM %schema%.account_email_outbox')).length > 0,
      'the email to wait in the outbox',
    );
    mail.failWith = undefined;
    const email = await linkSentTo(member.user.email);
    expect(await confirm(email.token)).toMatchObject({ status: 200 });
  });
});

describe('office settings', () => {
  let identity: IdentityUnderTest;
  let admin: LoginResponse;
  let member: LoginResponse;

  beforeAll(async () => {
    identity = await new IdentityUnderTest().start();
    admin = await identity.loginAsAdmin();
    member = await identity.register();
  });

  afterAll(async () => {
    await identity?.destroy();
  });

  it('start with every setting off, readable by everyone signed in', async () => {
    for (const caller of [member, admin])
      expect(
        await identity.call('GET', '/api/office-settings', { as: caller.token }),
      ).toMatchObject({
        status: 200,
        body: { emailConfirmationRequired: false },
      });
    expect((await identity.call('GET', '/api/office-settings')).status).toBe(401);
  });

  it('are changed by admins only, one setting at a time if they like', async () => {
    const byMember = await identity.call('PUT', '/api/office-settings', {
      as: member.token,
      body: { emailConfirmationRequired: true },
    });
    expect(byMember.status).toBe(403);
    const byAdmin = await identity.call('PUT', '/api/office-settings', {
      as: admin.token,
      body: { emailConfirmationRequired: true },
    });
    expect(byAdmin).toMatchObject({ status: 200, body: { emailConfirmationRequired: true } });
    expect(
      await identity.call('GET', '/internal/office-settings', { asService: true }),
    ).toMatchObject({ status: 200, body: { emailConfirmationRequired: true } });
  });

  it.each([
    [{}, 'Send at least one setting to change.'],
    [{ emailConfirmationRequired: 'yes' }, 'emailConfirmationRequired must be true or false'],
    [{ somethingElse: true }, expect.stringContaining('somethingElse')],
  ])('refuses %j with a sentence', async (body, message) => {
    const response = await identity.call('PUT', '/api/office-settings', {
      as: admin.token,
      body,
      from: randomAddress(),
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});
