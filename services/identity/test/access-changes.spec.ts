import type { LoginResponse } from '@portal/contract';
import { IdentityUnderTest } from './identity-under-test.js';

/** Decisions §3: permission changes and deletions take effect on the next call, not at the next sign-in. */
describe('access changes and deletions', () => {
  const identity = new IdentityUnderTest();
  let admin: LoginResponse;

  beforeAll(async () => {
    await identity.start();
    admin = await identity.loginAsAdmin();
  });
  afterAll(() => identity.destroy());

  const edit = (user: LoginResponse['user'], changes: Record<string, unknown> = {}) =>
    identity.editForm(user, changes);

  it("gives a promoted user's same token admin access on its next call", async () => {
    const member = await identity.register();
    expect((await identity.call('GET', '/api/users', { as: member.token })).status).toBe(403);
    await identity.call('PUT', `/api/users/${member.user._id}`, {
      as: admin.token,
      body: edit(member.user, { userType: 'admin' }),
    });
    expect((await identity.call('GET', '/api/users', { as: member.token })).status).toBe(200);
  });

  it("stops a deleted user's token on its next call", async () => {
    const member = await identity.register();
    expect((await identity.call('GET', '/api/users/me', { as: member.token })).status).toBe(200);
    const deletion = await identity.call('DELETE', `/api/users/${member.user._id}`, {
      as: admin.token,
    });
    expect(deletion.status).toBe(204);
    expect((await identity.call('GET', '/api/users/me', { as: member.token })).status).toBe(401);
    expect(
      (await identity.call('DELETE', `/api/users/${member.user._id}`, { as: admin.token })).status,
    ).toBe(404);
  });

  it('tells the other services who the bearer of a token is now, on /internal/principal', async () => {
    const member = await identity.register();
    const before = await identity.call('GET', '/internal/principal', {
      as: member.token,
      asService: true,
    });
    expect(before.body).toEqual({
      id: member.user._id,
      userType: 'user',
      education: false,
      harvesting: false,
      communityOutreach: false,
      languages: false,
      emailConfirmed: false,
    });
    await identity.call('PUT', `/api/users/${member.user._id}`, {
      as: admin.token,
      body: edit(member.user, { userType: 'staff', education: true }),
    });
    const after = await identity.call('GET', '/internal/principal', {
      as: member.token,
      asService: true,
    });
    expect(after.body).toMatchObject({ userType: 'staff', education: true });
  });

  it('never lets the portal lose its last admin, and lets an admin go once there is another', async () => {
    const admins = (await identity.call('GET', '/api/users', { as: admin.token })).body.filter(
      (user: { _id: string }) => user._id !== admin.user._id,
    );
    // The promoted member above is a second admin: demote it back so `admin` is alone again.
    for (const other of admins) {
      await identity.call('DELETE', `/api/users/${other._id}`, { as: admin.token });
    }
    const demote = await identity.call('PUT', `/api/users/${admin.user._id}`, {
      as: admin.token,
      body: edit(admin.user, { userType: 'staff' }),
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(
      'This is the only admin account, so it must stay an admin. Make another account an admin first.',
    );
    const remove = await identity.call('DELETE', `/api/users/${admin.user._id}`, {
      as: admin.token,
    });
    expect(remove).toMatchObject({
      status: 409,
      body: {
        message:
          'This is the only admin account and cannot be deleted. Make another account an admin first.',
      },
    });

    const second = await identity.register();
    await identity.call('PUT', `/api/users/${second.user._id}`, {
      as: admin.token,
      body: edit(second.user, { userType: 'admin' }),
    });
    const demoteNow = await identity.call('PUT', `/api/users/${admin.user._id}`, {
      as: second.token,
      body: edit(admin.user, { userType: 'staff' }),
    });
    expect(demoteNow.status).toBe(200);
    expect((await identity.call('GET', '/api/users', { as: admin.token })).status).toBe(403);
    expect(
      (await identity.call('DELETE', `/api/users/${second.user._id}`, { as: second.token })).status,
    ).toBe(409);
  });
});
