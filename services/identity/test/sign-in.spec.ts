import { jest } from '@jest/globals';
import { queryDatabase } from '@portal/testing';
import { AccountsRepository } from '../src/accounts/accounts.repository.js';
import { PasswordHasher } from '../src/accounts/password-hasher.service.js';
import { IdentityUnderTest } from './identity-under-test.js';

describe('POST /api/users/login', () => {
  const identity = new IdentityUnderTest();
  let email: string;
  const password = 'a long enough password';

  beforeAll(async () => {
    await identity.start();
    email = (await identity.register({ password })).user.email;
  });
  afterAll(() => identity.destroy());

  it('answers token, encryptionKey and the user', async () => {
    const response = await identity.call('POST', '/api/users/login', {
      body: { email: email.toUpperCase(), password },
      from: '10.0.0.1',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      token: expect.any(String),
      encryptionKey: expect.any(String),
      user: { email },
    });
  });

  it('gives each sign-in its own encryptionKey', async () => {
    const first = await identity.login(email, password);
    const second = await identity.login(email, password);
    expect(first.encryptionKey).not.toBe(second.encryptionKey);
  });

  it('answers an unknown email exactly as a wrong password, after checking a password all the same', async () => {
    const hasher = identity.service.app.get(PasswordHasher);
    const verify = jest.spyOn(hasher, 'verify');
    const findByEmail = jest.spyOn(identity.service.app.get(AccountsRepository), 'findByEmail');
    try {
      const wrongPassword = await identity.call('POST', '/api/users/login', {
        body: { email, password: 'not the password' },
        from: '10.0.0.2',
      });
      const unknownEmail = await identity.call('POST', '/api/users/login', {
        body: { email: 'nobody@example.org', password: 'not the password' },
        from: '10.0.0.2',
      });
      expect(wrongPassword).toMatchObject({
        status: 401,
        body: {
          statusCode: 401,
          message: 'Invalid email or password',
          error: 'Unauthorized',
          code: 'auth.invalid_credentials',
        },
      });
      expect(unknownEmail.status).toBe(wrongPassword.status);
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      // Both cost one argon2id check: no early answer reveals which emails have accounts.
      expect(findByEmail).toHaveBeenCalledTimes(2);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
      findByEmail.mockRestore();
    }
  });

  it('answers 400 when a field is missing', async () => {
    const response = await identity.call('POST', '/api/users/login', { body: { email } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password is required');
  });

  it('still signs in with a password set under the earlier 8-character rule', async () => {
    const member = await identity.register();
    const hasher = identity.service.app.get(PasswordHasher);
    await queryDatabase(
      `UPDATE "${identity.config.DATABASE_SCHEMA}".users SET password_hash = $1 WHERE id = $2`,
      [await hasher.hash('eight888'), member.user._id],
    );
    const response = await identity.call('POST', '/api/users/login', {
      body: { email: member.user.email, password: 'eight888' },
      from: '10.3.0.1',
    });
    expect(response.status).toBe(200);
  });
});
