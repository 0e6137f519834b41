import { jest } from '@jest/globals';
import { AccountsRepository } from '../src/accounts/accounts.repository.js';
import { PasswordHasher } from '../src/accounts/password-hasher.js';
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

  it('locks an account for the rest of the window after 10 failures, even with the right password', async () => {
    const victim = (await identity.register({ password })).user.email;
    for (let attempt = 1; attempt <= 10; attempt++) {
      // From different addresses: the account is what is being guessed.
      const response = await identity.call('POST', '/api/users/login', {
        body: { email: victim, password: 'guess' },
        from: `10.1.0.${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const eleventh = await identity.call('POST', '/api/users/login', {
      body: { email: victim, password },
      from: '10.1.0.99',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      error: 'Too Many Requests',
      code: 'auth.too_many_attempts',
    });
  });

  it('blocks an address after 10 failures, whatever accounts it tries', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      await identity.call('POST', '/api/users/login', {
        body: { email: `guess${attempt}@example.org`, password: 'guess' },
        from: '10.2.0.1',
      });
    }
    const fromSameAddress = await identity.call('POST', '/api/users/login', {
      body: { email, password },
      from: '10.2.0.1',
    });
    expect(fromSameAddress.status).toBe(429);
    const fromElsewhere = await identity.call('POST', '/api/users/login', {
      body: { email, password },
      from: '10.2.0.2',
    });
    expect(fromElsewhere.status).toBe(200);
  });
});
