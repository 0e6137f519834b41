import { availableParallelism } from 'node:os';
import { jest } from '@jest/globals';
import { PasswordHasher } from '../src/accounts/password-hasher.js';
import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

describe('sign-in and registration under abuse', () => {
  const identity = new IdentityUnderTest();
  const password = 'a long enough password';

  beforeAll(() => identity.start());
  afterAll(() => identity.destroy());

  it('lets at most 10 of 50 simultaneous wrong passwords for one account reach the password check', async () => {
    const victim = (await identity.register({ password })).user.email;
    const verify = jest.spyOn(identity.service.app.get(PasswordHasher), 'verify');
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          identity.call('POST', '/api/users/login', {
            body: { email: victim, password: 'a guess' },
            from: randomAddress(),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
      expect(verify).toHaveBeenCalledTimes(10);
      const refused = answers.find((answer) => answer.status === 429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // The right password is refused too for the rest of the window.
      const owner = await identity.call('POST', '/api/users/login', {
        body: { email: victim, password },
        from: randomAddress(),
      });
      expect(owner.status).toBe(429);
    } finally {
      verify.mockRestore();
    }
  });

  it('counts every IPv6 address of one /64 as one client', async () => {
    const network = '2001:db8:4:5';
    for (let attempt = 1; attempt <= 10; attempt++) {
      await identity.call('POST', '/api/users/login', {
        body: { email: `nobody${attempt}@example.org`, password: 'a guess' },
        from: `${network}:${attempt.toString(16)}::${attempt}`,
      });
    }
    const sameNetwork = await identity.call('POST', '/api/users/login', {
      body: { email: 'nobody@example.org', password: 'a guess' },
      from: `${network}:ffff::1`,
    });
    expect(sameNetwork.status).toBe(429);
    const nextNetwork = await identity.call('POST', '/api/users/login', {
      body: { email: 'nobody@example.org', password: 'a guess' },
      from: '2001:db8:4:6::1',
    });
    expect(nextNetwork.status).toBe(401);
  });

  it('gives the attempt back when the password was right, so an address is not locked by members signing in', async () => {
    const { user } = await identity.register({ password });
    const office = randomAddress();
    for (let signIn = 0; signIn < 15; signIn++) {
      const answer = await identity.call('POST', '/api/users/login', {
        body: { email: user.email, password },
        from: office,
      });
      expect(answer.status).toBe(200);
    }
  });

  it('throttles registrations per address, with Retry-After', async () => {
    const office = randomAddress();
    const tag = office.replaceAll('.', '');
    const register = (index: number) =>
      identity.call('POST', '/api/users/register', {
        from: office,
        body: {
          firstName: 'Many',
          lastName: 'Members',
          email: `member.${index}.${tag}@example.org`,
          cardNumber: `RS-${tag}-${index}`,
          password,
        },
      });
    for (let index = 0; index < 20; index++) expect((await register(index)).status).toBe(201);
    const twentyFirst = await register(20);
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.body.message).toBe(
      'Too many accounts were registered from your address. Please wait 60 minutes and try again.',
    );
    expect(Number(twentyFirst.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
  });
});

describe('PasswordHasher', () => {
  const cores = availableParallelism();

  it('refuses work at once, with a sentence and Retry-After, when too many hashes wait for a core', async () => {
    const sut = new PasswordHasher();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 400 }, () => sut.verify('not-a-hash', 'password')),
    );
    const refused = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    // One hash per core at work and 32 per core waiting; the rest is refused at once.
    const accepted = outcomes.length - refused.length;
    expect(accepted).toBeGreaterThanOrEqual(32 * cores);
    expect(accepted).toBeLessThanOrEqual(33 * cores);
    expect(refused[0]?.reason).toMatchObject({
      code: 'service.busy',
      message: 'The portal is very busy signing people in. Please try again in a few seconds.',
      retryAfterSeconds: 5,
    });
  });
});
