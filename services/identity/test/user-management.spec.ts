import CryptoJS from 'crypto-js';
import type { LoginResponse } from '@portal/contract';
import { IdentityUnderTest, adminEmail } from './identity-under-test.js';

describe('admin user management: GET, PUT and DELETE /api/users', () => {
  const identity = new IdentityUnderTest();
  let admin: LoginResponse;
  let member: LoginResponse;

  beforeAll(async () => {
    await identity.start();
    admin = await identity.loginAsAdmin();
    member = await identity.register({
      firstName: 'Mary',
      lastName: 'Jacobs',
      cardNumber: 'RS-7788',
    });
  });
  afterAll(() => identity.destroy());

  const edit = (user: LoginResponse['user'], changes: Record<string, unknown> = {}) =>
    identity.editForm(user, changes);

  describe('GET /api/users', () => {
    it('is for admins only', async () => {
      expect((await identity.call('GET', '/api/users')).status).toBe(401);
      expect((await identity.call('GET', '/api/users', { as: member.token })).status).toBe(403);
      expect((await identity.call('GET', '/api/users', { as: admin.token })).status).toBe(200);
    });

    it("sends the five personal fields encrypted under the session's key, and no name in clear", async () => {
      const { body } = await identity.call('GET', '/api/users', { as: admin.token });
      const listed = body.find((user: { _id: string }) => user._id === member.user._id);
      for (const field of ['firstName', 'lastName', 'email', 'cardNumber', 'userType']) {
        expect(listed[field]).toMatch(/^U2FsdGVkX1/);
      }
      expect(listed.name).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain('Jacobs');
      const decrypt = (value: string) =>
        CryptoJS.AES.decrypt(value, admin.encryptionKey).toString(CryptoJS.enc.Utf8);
      expect(decrypt(listed.firstName)).toBe('Mary');
      expect(decrypt(listed.lastName)).toBe('Jacobs');
      expect(decrypt(listed.email)).toBe(member.user.email);
      expect(decrypt(listed.cardNumber)).toBe('RS-7788');
      expect(decrypt(listed.userType)).toBe('user');
      expect(listed).toMatchObject({
        id: member.user._id,
        education: false,
        harvesting: false,
        communityOutreach: false,
      });
    });

    it("cannot be read with another session's key", async () => {
      const otherSession = await identity.loginAsAdmin();
      const { body } = await identity.call('GET', '/api/users', { as: admin.token });
      const encrypted = body[0].email as string;
      let withWrongKey: string | undefined;
      try {
        withWrongKey = CryptoJS.AES.decrypt(encrypted, otherSession.encryptionKey).toString(
          CryptoJS.enc.Utf8,
        );
      } catch {
        withWrongKey = undefined; // CryptoJS often fails outright on a wrong key
      }
      expect(withWrongKey).not.toBe(adminEmail);
      expect(CryptoJS.AES.decrypt(encrypted, admin.encryptionKey).toString(CryptoJS.enc.Utf8)).toBe(
        adminEmail,
      );
    });
  });

  describe('PUT /api/users/{id}', () => {
    it("sets a user's type and flags, seen on that user's next call", async () => {
      const response = await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: admin.token,
        body: edit(member.user, { userType: 'staff', education: true, communityOutreach: true }),
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        userType: 'staff',
        education: true,
        harvesting: false,
        communityOutreach: true,
      });
      const me = await identity.call('GET', '/api/users/me', { as: member.token });
      expect(me.body).toMatchObject({
        userType: 'staff',
        education: true,
        communityOutreach: true,
      });
    });

    it('refuses an email or card number that belongs to someone else', async () => {
      const taken = await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: admin.token,
        body: edit(member.user, { email: adminEmail }),
      });
      expect(taken).toMatchObject({
        status: 409,
        body: { message: 'An account with this email already exists.' },
      });
    });

    it('requires every field, naming the missing one', async () => {
      const { cardNumber: _left, ...withoutCard } = edit(member.user);
      const response = await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: admin.token,
        body: withoutCard,
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'RSMIN Card Number is required' },
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await identity.call(
        'PUT',
        '/api/users/6f1c3c1e-9b1e-4c55-8f0f-000000000000',
        { as: admin.token, body: edit(member.user) },
      );
      expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect(
        (
          await identity.call('PUT', '/api/users/12345', {
            as: admin.token,
            body: edit(member.user),
          })
        ).status,
      ).toBe(404);
    });

    it('is for admins only', async () => {
      const response = await identity.call('PUT', `/api/users/${member.user._id}`, {
        as: member.token,
        body: edit(member.user, { userType: 'admin' }),
      });
      expect(response.status).toBe(403);
    });
  });
});
