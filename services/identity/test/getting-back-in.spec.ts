import { jest } from '@jest/globals';
import type { LoginResponse } from '@portal/contract';
import { queryDatabase, waitFor } from '@portal/testing';
import { AccountLinksService } from '../src/account-links/account-links.service.js';
import { FakeAccountMail } from './fake-account-mail.js';
import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

const serviceSecret = 'service-secret-for-service-tests-0123456789';
const forgotAnswer =
  'If an account has this email address, a link to choose a new password is on its way to it. The link works for 30 minutes. Look in your spam folder too.';
const tooCommon = 'This password is too common. Choose one that others would not guess.';

/**
 * Getting back in: "Forgot your password?" (a link for 30 minutes, its hash kept, used once,
 * every other session ended), an admin's reset link, invitations for staff, and a password
 * rule checked on the server.
 */
describe('getting back in', () => {
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

  /** The newest email of `purpose` sent to `address`, once it has been sent. */
  async function emailed(address: string, purpose: string, after = 0) {
    const of = () => mail.to(address).filter((email) => email.purpose === purpose);
    await waitFor(() => of().length > after, `an email (${purpose}) to ${address}`);
    return of().at(-1)!;
  }

  const forgot = (email: string, from = randomAddress()) =>
    identity.call('POST', '/api/users/forgot-password', { body: { email }, from });
  const reset = (token: string, password: string) =>
    identity.call('POST', '/api/users/reset-password', { body: { token, password } });
  const signIn = (email: string, password: string) =>
    identity.call('POST', '/api/users/login', {
      body: { email, password },
      from: randomAddress(),
    });

  describe('"Forgot your password?"', () => {
    it('answers the same sentence whether or not the address has an account, and emails only an account', async () => {
      const member = (await identity.register()).user;
      const known = await forgot(member.email);
      const unknown = await forgot(`nobody.${Date.now()}@example.org`);
      expect(known).toMatchObject({ status: 202, body: { message: forgotAnswer } });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);

      const email = await emailed(member.email, 'reset-password');
      expect(email.to).toEqual({ name: 'Ann Member', address: member.email });
      const minutes = (Date.parse(email.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      // Only the token's hash is kept.
      const stored = await rows<{ token_hash: string }>(
        `SELECT token_hash FROM %schema%.account_links WHERE user_id = $1 AND purpose = 'reset-password'`,
        [member._id],
      );
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(email.token);
    });

    it('answers before the link is made, so its time does not tell whether there was one', async () => {
      const member = (await identity.register()).user;
      const links = identity.service.app.get(AccountLinksService);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const original = links.issue.bind(links);
      const issue = jest.spyOn(links, 'issue').mockImplementation(async (...args) => {
        await held;
        return original(...args);
      });
      try {
        const answer = await forgot(member.email);
        expect(answer.status).toBe(202);
        // The answer came while the link was still being made.
        await waitFor(() => issue.mock.calls.length === 1, 'the link to be on its way');
        expect(mail.to(member.email).filter((email) => email.purpose === 'reset-password')).toEqual(
          [],
        );
      } finally {
        release();
        issue.mockRestore();
      }
      await emailed(member.email, 'reset-password');
    });

    it('lets the link choose a new password once, signs the person in and ends every other session', async () => {
      const member = await identity.register({ password: 'the old long password' });
      const elsewhere = await identity.login(member.user.email, 'the old long password');
      await forgot(member.user.email);
      const { token } = await emailed(member.user.email, 'reset-password');

      const done = await reset(token, 'a fresh river stone 42');
      expect(done).toMatchObject({
        status: 200,
        body: { token: expect.any(String), user: { _id: member.user._id, emailConfirmed: true } },
      });
      const fresh = done.body as LoginResponse;

      // Sessions begun before the reset are over, in identity and for the other services.
      for (const old of [member.token, elsewhere.token]) {
        expect((await identity.call('GET', '/api/users/me', { as: old })).status).toBe(401);
        expect(
          (await identity.call('GET', '/internal/principal', { as: old, asService: true })).status,
        ).toBe(401);
      }
      expect((await identity.call('GET', '/api/users/me', { as: fresh.token })).status).toBe(200);
      // A sign-in right after it, in the same second, counts.
      const next = await identity.login(member.user.email, 'a fresh river stone 42');
      expect((await identity.call('GET', '/api/users/me', { as: next.token })).status).toBe(200);

      expect((await signIn(member.user.email, 'the old long password')).status).toBe(401);
      expect(await reset(token, 'another fresh password 7')).toMatchObject({
        status: 400,
        body: {
          code: 'user.link_invalid',
          message:
            'This link has expired or has already been used. Ask for a new one with “Forgot your password?” on the login page.',
        },
      });
    });

    it('refuses a common password with a sentence and leaves the link to try another', async () => {
      const member = (await identity.register()).user;
      await forgot(member.email);
      const { token } = await emailed(member.email, 'reset-password');
      for (const [password, message] of [
        ['password', 'Password must be at least 12 characters'],
        ['password1234', tooCommon],
      ] as const)
        expect(await reset(token, password)).toMatchObject({
          status: 400,
          body: { message, errors: [{ field: 'password', message }] },
        });
      expect((await reset(token, 'a quiet harbour at dawn')).status).toBe(200);
    });

    it('refuses a link past its 30 minutes, and a link made for something else', async () => {
      const member = (await identity.register()).user;
      const confirmation = await emailed(member.email, 'confirm-email');
      expect((await reset(confirmation.token, 'a quiet harbour at dawn')).status).toBe(400);

      await forgot(member.email);
      const { token } = await emailed(member.email, 'reset-password');
      expect(
        (await identity.call('POST', '/api/users/confirm-email', { body: { token } })).status,
      ).toBe(400);
      await rows(
        `UPDATE %schema%.account_links SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset-password'`,
        [member._id],
      );
      expect((await reset(token, 'a quiet harbour at dawn')).status).toBe(400);
    });

    it('limits the links asked for one address, known or not, with the same answer', async () => {
      const member = (await identity.register()).user;
      const stranger = `stranger.${Date.now()}@example.org`;
      const refusals = [];
      for (const email of [member.email, stranger]) {
        for (let ask = 0; ask < 5; ask++) expect((await forgot(email)).status).toBe(202);
        refusals.push(await forgot(email));
      }
      expect(refusals[0]).toMatchObject({ status: 429, body: { code: 'user.too_many_links' } });
      expect(refusals[1].body).toEqual(refusals[0].body);
    });
  });

  describe("an admin's reset link", () => {
    it('goes to the member, who chooses the password; the admin never sees it', async () => {
      const member = (await identity.register()).user;
      const sent = await identity.call('POST', `/api/users/${member._id}/password-reset`, {
        as: admin.token,
      });
      expect(sent).toEqual({
        status: 202,
        body: { sentTo: member.email },
        headers: expect.anything(),
      });
      const { token } = await emailed(member.email, 'reset-password');
      expect(JSON.stringify(sent.body)).not.toContain(token);
      expect((await reset(token, 'a quiet harbour at dawn')).status).toBe(200);
    });

    it('is for admins only', async () => {
      const member = await identity.register();
      expect(
        (
          await identity.call('POST', `/api/users/${member.user._id}/password-reset`, {
            as: member.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await identity.call('POST', `/api/users/${crypto.randomUUID()}/password-reset`, {
            as: admin.token,
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('invitations', () => {
    const invite = (overrides: Record<string, unknown> = {}) =>
      identity.call('POST', '/api/users/invitations', {
        as: admin.token,
        body: {
          firstName: 'Edna',
          lastName: 'Officer',
          email: `edna.${Date.now()}@nation.example`,
          userType: 'staff',
          education: true,
          harvesting: false,
          communityOutreach: false,
          ...overrides,
        },
      });
    const accept = (token: string, password: string) =>
      identity.call('POST', '/api/users/accept-invitation', { body: { token, password } });

    it('create a staff account with no card number and no password, which its holder sets from the email', async () => {
      const invited = await invite();
      expect(invited).toMatchObject({
        status: 201,
        body: {
          userType: 'staff',
          education: true,
          cardNumber: null,
          invitationPending: true,
          emailConfirmed: false,
        },
      });
      const staff = invited.body;
      // Until then the account cannot sign in, and says so no differently than a wrong password.
      const before = await signIn(staff.email, 'anything at all here');
      expect(before).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });

      const email = await emailed(staff.email, 'invite');
      expect(email.to.name).toBe('Edna Officer');
      expect((Date.parse(email.expiresAt) - Date.now()) / 3_600_000).toBeGreaterThan(7 * 24 - 1);
      // An invitation is not a reset link, nor the other way round.
      expect((await reset(email.token, 'a quiet harbour at dawn')).status).toBe(400);
      expect((await accept(email.token, 'password1234')).body.message).toBe(tooCommon);

      const accepted = await accept(email.token, 'a quiet harbour at dawn');
      expect(accepted).toMatchObject({
        status: 200,
        body: { user: { invitationPending: false, emailConfirmed: true, cardNumber: null } },
      });
      expect((await signIn(staff.email, 'a quiet harbour at dawn')).status).toBe(200);

      const list = await identity.call('GET', '/api/users', { as: admin.token });
      const listed = list.body.find((user: { _id: string }) => user._id === staff._id);
      expect(listed).toMatchObject({ cardNumber: null, invitationPending: false });
    });

    it('can be sent again, which ends the earlier link; not once the password is set', async () => {
      const staff = (await invite({ userType: 'admin' })).body;
      const first = await emailed(staff.email, 'invite');
      const again = await identity.call('POST', `/api/users/${staff._id}/invitation`, {
        as: admin.token,
      });
      expect(again).toMatchObject({ status: 202, body: { sentTo: staff.email } });
      const second = await emailed(staff.email, 'invite', 1);
      expect((await accept(first.token, 'a quiet harbour at dawn')).status).toBe(400);
      expect((await accept(second.token, 'a quiet harbour at dawn')).status).toBe(200);
      expect(
        await identity.call('POST', `/api/users/${staff._id}/invitation`, { as: admin.token }),
      ).toMatchObject({ status: 409, body: { code: 'user.invitation_accepted' } });
    });

    it('are for admins, for staff and admin roles, for an address no account has', async () => {
      const member = await identity.register();
      expect(
        (
          await identity.call('POST', '/api/users/invitations', {
            as: member.token,
            body: { firstName: 'A', lastName: 'B', email: 'a.b@example.org', userType: 'staff' },
          })
        ).status,
      ).toBe(403);
      expect(await invite({ userType: 'user' })).toMatchObject({
        status: 400,
        body: { message: 'User type must be staff or admin' },
      });
      expect(await invite({ email: member.user.email })).toMatchObject({
        status: 409,
        body: { code: 'user.email_taken' },
      });
    });

    it('leave staff without a card number when edited, while a member must keep one', async () => {
      const staff = (await invite()).body;
      const edited = await identity.call('PUT', `/api/users/${staff._id}`, {
        as: admin.token,
        body: identity.editForm(staff, { cardNumber: '', harvesting: true }),
      });
      expect(edited).toMatchObject({ status: 200, body: { cardNumber: null, harvesting: true } });
      expect(
        await identity.call('PUT', `/api/users/${staff._id}`, {
          as: admin.token,
          body: identity.editForm(staff, { cardNumber: '', userType: 'user' }),
        }),
      ).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'cardNumber', message: 'RSMIN Card Number is required' }] },
      });
    });
  });

  describe('the live password check', () => {
    const check = (body: Record<string, unknown>, from = randomAddress()) =>
      identity.call('POST', '/api/users/password-check', { body, from });

    it('says whether a password would be accepted, and why not', async () => {
      expect(await check({ password: 'password1234' })).toMatchObject({
        status: 200,
        body: { acceptable: false, message: tooCommon },
      });
      expect(await check({ password: 'short' })).toMatchObject({
        body: { acceptable: false, message: 'Password must be at least 12 characters' },
      });
      expect(await check({ password: 'a quiet harbour at dawn' })).toMatchObject({
        body: { acceptable: true, message: 'This password will do.' },
      });
      // One's own name is easy to guess.
      expect(
        await check({
          password: 'bernadettekowalczyk',
          firstName: 'Bernadette',
          lastName: 'Kowalczyk',
        }),
      ).toMatchObject({ body: { acceptable: false } });
    });

    it('is limited per address', async () => {
      const from = randomAddress();
      for (let ask = 0; ask < 300; ask++)
        expect((await check({ password: 'x' }, from)).status).toBe(200);
      expect(await check({ password: 'x' }, from)).toMatchObject({
        status: 429,
        body: { code: 'request.rate_limited' },
      });
    });
  });
});
