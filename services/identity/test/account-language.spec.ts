import type { LoginResponse } from '@portal/contract';
import { queryDatabase, waitFor } from '@portal/testing';
import { FakeAccountMail } from './fake-account-mail.js';
import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

const serviceSecret = 'service-secret-for-service-tests-0123456789';

/**
 * The language an account reads the portal and its emails in: English until its holder
 * chooses another, chosen at registration or on accepting an invitation, changed by the holder
 * alone, and told to the notifications service with every email and contact.
 */
describe("an account's language", () => {
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

  const setLanguage = (token: string | undefined, body: unknown) =>
    identity.call('PUT', '/api/users/me/language', { as: token, body });

  /** The newest email of `purpose` sent to `address`, once it has been sent. */
  async function emailed(address: string, purpose: string) {
    const of = () => mail.to(address).filter((email) => email.purpose === purpose);
    await waitFor(() => of().length > 0, `an email (${purpose}) to ${address}`);
    return of().at(-1)!;
  }

  it('is English for a registration that does not name one, in the answer and its email', async () => {
    const member = await identity.register();
    expect(member.user.language).toBe('en');
    expect((await emailed(member.user.email, 'confirm-email')).language).toBe('en');
  });

  it('is the one chosen at registration, and the confirmation email is written in it', async () => {
    const member = await identity.register({ language: 'fr' });
    expect(member.user.language).toBe('fr');
    const me = await identity.call('GET', '/api/users/me', { as: member.token });
    expect(me.body.language).toBe('fr');
    expect((await emailed(member.user.email, 'confirm-email')).language).toBe('fr');
  });

  it('is saved by its holder, answered by /api/users/me, and kept by the database', async () => {
    const member = await identity.register();
    const changed = await setLanguage(member.token, { language: 'fr' });
    expect(changed).toMatchObject({
      status: 200,
      body: { id: member.user.id, email: member.user.email, language: 'fr' },
    });
    const me = await identity.call('GET', '/api/users/me', { as: member.token });
    expect(me.body.language).toBe('fr');
    const [row] = await queryDatabase<{ language: string }>(
      `SELECT language FROM "${identity.config.DATABASE_SCHEMA}".users WHERE id = $1`,
      [member.user.id],
    );
    expect(row.language).toBe('fr');
    // A pack's code, of the same pattern, is kept as well.
    expect((await setLanguage(member.token, { language: 'crk-CA' })).body.language).toBe('crk-CA');
  });

  it('is told with the contacts the notifications service asks for', async () => {
    const member = await identity.register({ language: 'fr' });
    const answer = await identity.call('POST', '/internal/users/contacts', {
      asService: true,
      body: { ids: [member.user.id] },
    });
    expect(answer.body.contacts).toEqual([
      { id: member.user.id, name: 'Ann Member', email: member.user.email, language: 'fr' },
    ]);
  });

  it.each([
    ['a code of no language', { language: 'french' }],
    ['an empty one', { language: '' }],
    ['one in capitals', { language: 'FR' }],
    ['a number', { language: 12 }],
    ['none at all', {}],
    ['a sentence with markup', { language: 'fr"><script>' }],
  ])('refuses %s with a 400 and the usual error', async (_case, body) => {
    const member = await identity.register();
    const refused = await setLanguage(member.token, body);
    expect(refused).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', code: expect.any(String) },
    });
    expect(refused.body.message).toContain('Language must be a language code');
    const me = await identity.call('GET', '/api/users/me', { as: member.token });
    expect(me.body.language).toBe('en');
  });

  it('refuses a malformed language at registration, creating no account', async () => {
    const refused = await identity.call('POST', '/api/users/register', {
      from: randomAddress(),
      body: {
        firstName: 'Ann',
        lastName: 'Member',
        email: `ann.${Date.now()}@example.org`,
        cardNumber: `RS-${Date.now()}`,
        password: 'a long enough password',
        language: 'fr; DROP TABLE users',
      },
    });
    expect(refused).toMatchObject({ status: 400, body: { statusCode: 400 } });
  });

  it('is changed only by someone signed in', async () => {
    expect((await setLanguage(undefined, { language: 'fr' })).status).toBe(401);
  });

  it("comes with an admin's invitation, and the invited person may choose another on accepting it", async () => {
    const email = `edna.${Date.now()}@nation.example`;
    const invited = await identity.call('POST', '/api/users/invitations', {
      as: admin.token,
      body: {
        firstName: 'Edna',
        lastName: 'Officer',
        email,
        userType: 'staff',
        education: true,
        harvesting: false,
        communityOutreach: false,
        language: 'fr',
      },
    });
    expect(invited).toMatchObject({ status: 201, body: { language: 'fr' } });
    const invitation = await emailed(email, 'invite');
    expect(invitation.language).toBe('fr');

    const accepted = await identity.call('POST', '/api/users/accept-invitation', {
      body: { token: invitation.token, password: 'a quiet harbour at dawn', language: 'en' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { user: { language: 'en' } } });
  });

  it("writes a reset link's email in the account's language", async () => {
    const member = await identity.register({ language: 'fr' });
    const sent = await identity.call('POST', '/api/users/forgot-password', {
      body: { email: member.user.email },
      from: randomAddress(),
    });
    expect(sent.status).toBe(202);
    expect((await emailed(member.user.email, 'reset-password')).language).toBe('fr');
  });
});
