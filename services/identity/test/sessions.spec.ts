import { IdentityUnderTest } from './identity-under-test.js';

describe('sessions: signing out and the internal principal route', () => {
  const identity = new IdentityUnderTest();

  beforeAll(() => identity.start());
  afterAll(() => identity.destroy());

  it("refuses a signed-out token on its next call while the member's other sessions go on", async () => {
    const password = 'a long enough password';
    const registered = await identity.register({ password });
    const phone = await identity.login(registered.user.email, password);

    const signOut = await identity.call('POST', '/api/users/logout', { as: registered.token });
    expect(signOut.status).toBe(204);

    const afterSignOut = await identity.call('GET', '/api/users/me', { as: registered.token });
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body.message).toBe('Please sign in to continue.');
    const forServices = await identity.call('GET', '/internal/principal', {
      as: registered.token,
      asService: true,
    });
    expect(forServices.status).toBe(401);

    expect((await identity.call('GET', '/api/users/me', { as: phone.token })).status).toBe(200);
    // Signing out twice is harmless; signing out without a session is refused.
    expect((await identity.call('POST', '/api/users/logout', { as: phone.token })).status).toBe(
      204,
    );
    expect((await identity.call('POST', '/api/users/logout')).status).toBe(401);
  });

  it('answers /internal/principal only to the services, never to a caller with a token alone', async () => {
    const member = await identity.register();
    const withoutCredential = await identity.call('GET', '/internal/principal', {
      as: member.token,
    });
    expect(withoutCredential.status).toBe(404);
    const asService = await identity.call('GET', '/internal/principal', {
      as: member.token,
      asService: true,
    });
    expect(asService.status).toBe(200);
    expect(asService.body.id).toBe(member.user._id);
  });

  it("tells a service the caller's name and email on /internal/me, and nobody else", async () => {
    const member = await identity.register({ firstName: 'Tara', lastName: 'Crow' });
    const asService = await identity.call('GET', '/internal/me', {
      as: member.token,
      asService: true,
    });
    expect(asService.body).toEqual({
      id: member.user._id,
      firstName: 'Tara',
      lastName: 'Crow',
      name: 'Tara Crow',
      email: member.user.email,
    });
    expect((await identity.call('GET', '/internal/me', { as: member.token })).status).toBe(404);
  });
});
