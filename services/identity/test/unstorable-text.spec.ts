import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

const unstorable = (field: string) =>
  expect.objectContaining({
    statusCode: 400,
    code: 'request.text_unstorable',
    errors: [expect.objectContaining({ field, code: 'request.text_unstorable' })],
  });

/**
 * A name, an email or a password holding U+0000 or a lone surrogate is refused, naming the
 * field: a name is copied to every service that records who did something (grants' history,
 * applications, emails), where it would have to be stored as text.
 */
describe('identity: text that cannot be stored', () => {
  const identity = new IdentityUnderTest();

  beforeAll(() => identity.start());
  afterAll(() => identity.destroy());

  const registration = {
    firstName: 'Ann',
    lastName: 'Member',
    email: 'ann.nul@example.org',
    cardNumber: 'RS-4004',
    password: 'a long enough password',
  };

  it.each([
    ['firstName', { firstName: 'Ann\u0000' }],
    ['lastName', { lastName: 'Member \ud83d' }],
    ['password', { password: 'a long enough \udc00 password' }],
  ])(
    'refuses a registration with unstorable text in %s, and makes no account',
    async (field, change) => {
      const response = await identity.call('POST', '/api/users/register', {
        from: randomAddress(),
        body: { ...registration, ...change },
      });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: unstorable(field),
      });
      const login = await identity.call('POST', '/api/users/login', {
        body: { email: registration.email, password: registration.password },
      });
      expect(login.status).toBe(401);
    },
  );

  it('refuses a sign-in with NUL in the password before any lookup', async () => {
    const member = await identity.register();
    const response = await identity.call('POST', '/api/users/login', {
      body: { email: member.user.email, password: 'a long enough password\u0000' },
    });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: unstorable('password'),
    });
  });

  it("refuses an admin's edit with a lone surrogate in a name, and keeps the account as it was", async () => {
    const admin = await identity.loginAsAdmin();
    const member = await identity.register();
    const response = await identity.call('PUT', `/api/users/${member.user.id}`, {
      as: admin.token,
      body: identity.editForm(member.user, { lastName: '\ud800' }),
    });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: unstorable('lastName'),
    });
    const me = await identity.call('GET', '/api/users/me', { as: member.token });
    expect(me.body).toMatchObject({ lastName: member.user.lastName });
  });

  it('registers a name with an emoji and accents (valid pairs) as sent', async () => {
    const member = await identity.register({ firstName: 'Zoé 🌲', lastName: 'Ᏼ𐐷' });
    expect(member.user).toMatchObject({ firstName: 'Zoé 🌲', name: 'Zoé 🌲 Ᏼ𐐷' });
  });
});
