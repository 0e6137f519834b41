import { availableParallelism } from 'node:os';
import { jest } from '@jest/globals';
import type { LoginResponse } from '@portal/contract';
import { waitFor } from '@portal/testing';
import { PasswordHasher } from '../src/accounts/password-hasher.service.js';
import { loadIdentityConfig } from '../src/config.js';
import { FakeAccountMail } from './fake-account-mail.js';
import { IdentityUnderTest, randomAddress } from './identity-under-test.js';

const serviceSecret = 'service-secret-for-service-tests-0123456789';
const password = 'a long enough password';
const minute = 60_000;

/**
 * Decisions §5 (revised): a shared connection never locks out everyone. One account from one
 * address is paused after 10 failures; one account from anywhere is slowed down, never locked;
 * an address as a whole is limited only far higher, only on failures; a right password for an
 * account that is not itself limited always signs in.
 */
describe('sign-in limits on a shared connection', () => {
  let mail: FakeAccountMail;
  let identity: IdentityUnderTest;

  beforeAll(async () => {
    mail = await FakeAccountMail.start(serviceSecret);
    identity = await new IdentityUnderTest({ NOTIFICATIONS_URL: mail.url }).start();
  });

  afterAll(async () => {
    await identity?.destroy();
    await mail?.stop();
  });

  const signIn = (email: string, from: string, secret = password) =>
    identity.call('POST', '/api/users/login', { body: { email, password: secret }, from });

  /** A wrong password; a delay on the account is waited out on the test's clock, not slept. */
  async function fail(email: string, from: string) {
    let answer = await signIn(email, from, 'a wrong guess');
    if (answer.status === 429 && answer.body.message.startsWith('Several sign-ins')) {
      identity.moveClockOn(Number(answer.headers.get('retry-after')) * 1000);
      answer = await signIn(email, from, 'a wrong guess');
    }
    return answer;
  }

  it('pauses one account at one address, and nobody else: the worked example', async () => {
    const memberA = (await identity.register({ password })).user;
    const memberB = (await identity.register({ password })).user;
    const office = randomAddress();
    const home = randomAddress();

    // Ten wrong passwords for A from the office; from the third, the answer counts down.
    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt++) answers.push(await fail(memberA.email, office));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(answers[0].body).toEqual({
      statusCode: 401,
      message: 'Invalid email or password',
      error: 'Unauthorized',
      code: 'auth.invalid_credentials',
    });
    expect(answers[1].body.attemptsLeft).toBeUndefined();
    expect(answers[2].body).toMatchObject({
      message:
        'Invalid email or password. 7 attempts left before this sign-in is paused for 15 minutes.',
      attemptsLeft: 7,
    });
    expect(answers[8].body).toMatchObject({
      message:
        'Invalid email or password. 1 attempt left before this sign-in is paused for 15 minutes.',
      attemptsLeft: 1,
    });
    expect(answers[9].body).toMatchObject({
      message:
        'Invalid email or password. This sign-in is now paused for 15 minutes. To get in now, use “Forgot your password?”.',
      attemptsLeft: 0,
    });

    // Member B behind the same address signs in.
    expect((await signIn(memberB.email, office)).status).toBe(200);

    // A from home with the right password: first the account's delay (never more than a
    // minute), then in.
    const delayed = await signIn(memberA.email, home);
    expect(delayed).toMatchObject({ status: 429, body: { code: 'auth.too_many_attempts' } });
    expect(delayed.body.message).toMatch(
      /^Several sign-ins to this account have failed\. Please wait \d+ seconds? and try again\.$/,
    );
    const wait = Number(delayed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    identity.moveClockOn(wait * 1000);
    expect((await signIn(memberA.email, home)).status).toBe(200);

    // A from the office: paused, right password included, until the window passes.
    const paused = await signIn(memberA.email, office);
    expect(paused).toMatchObject({
      status: 429,
      body: {
        code: 'auth.too_many_attempts',
        message: expect.stringMatching(
          /^Too many failed sign-in attempts\. This sign-in is paused for \d+ minutes?\. To get in now, use “Forgot your password\?”\.$/,
        ),
      },
    });
    const rest = Number(paused.headers.get('retry-after'));
    expect(rest).toBeGreaterThan(5 * 60);
    expect(rest).toBeLessThanOrEqual(15 * 60);
    identity.moveClockOn((rest - 5) * 1000);
    expect((await signIn(memberA.email, office)).status).toBe(429);
    identity.moveClockOn(5 * 1000);
    expect((await signIn(memberA.email, office)).status).toBe(200);
  }, 60_000);

  it('lets the reset link of "Forgot your password?" unlock a paused account at once', async () => {
    const member = (await identity.register({ password })).user;
    const office = randomAddress();
    for (let attempt = 1; attempt <= 10; attempt++) await fail(member.email, office);
    expect((await signIn(member.email, office)).status).toBe(429);

    const forgot = await identity.call('POST', '/api/users/forgot-password', {
      body: { email: member.email },
      from: office,
    });
    expect(forgot.status).toBe(202);
    await waitFor(
      () => mail.to(member.email).some((email) => email.purpose === 'reset-password'),
      'the reset link',
    );
    const link = mail.to(member.email).find((email) => email.purpose === 'reset-password')!;
    const reset = await identity.call('POST', '/api/users/reset-password', {
      body: { token: link.token, password: 'a brand new passphrase' },
      from: office,
    });
    expect(reset.status).toBe(200);

    // Neither the pause at the office nor the account's delay is left.
    const again = await signIn(member.email, office, 'a brand new passphrase');
    expect(again.status).toBe(200);
  });

  it('counts an email with no account exactly as one with, so the answer reveals nothing', async () => {
    const member = (await identity.register({ password })).user;
    const office = randomAddress();
    const stranger = `nobody.${Date.now()}@example.org`;
    const known = [];
    const unknown = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      known.push(await fail(member.email, office));
      unknown.push(await fail(stranger, office));
    }
    expect(unknown.map((answer) => answer.body)).toEqual(known.map((answer) => answer.body));
  });

  it('lets at most 5 of 50 simultaneous wrong passwords for one account reach the password check', async () => {
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
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  it('slows an account failing from many addresses down, 2 seconds doubling to at most 60, never locks it', async () => {
    const member = (await identity.register({ password })).user;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      // A different address each time: no pair is ever paused, only the account slowed.
      const answer = await signIn(member.email, randomAddress(), 'a wrong guess');
      if (answer.status === 429) {
        const wait = Number(answer.headers.get('retry-after'));
        waits.push(wait);
        identity.moveClockOn(wait * 1000);
        expect((await signIn(member.email, randomAddress(), 'a wrong guess')).status).toBe(401);
      } else {
        expect(answer.status).toBe(401);
      }
    }
    expect(waits.slice(0, 6)).toEqual([2, 4, 8, 16, 32, 60]);
    expect(Math.max(...waits)).toBe(60);
    // Its owner waits at most a minute, then signs in.
    const owner = await signIn(member.email, randomAddress());
    expect(owner.status).toBe(429);
    identity.moveClockOn(Number(owner.headers.get('retry-after')) * 1000);
    expect((await signIn(member.email, randomAddress())).status).toBe(200);
  });

  it('limits an address only past 100 failures, and only its wrong passwords', async () => {
    const member = (await identity.register({ password })).user;
    const library = randomAddress();
    // A hundred visitors of one library, ten at a time (each its own account).
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          signIn(`visitor.${batch * 10 + index}@example.org`, library, 'a wrong guess'),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }
    const hundredAndFirst = await signIn('visitor.101@example.org', library, 'a wrong guess');
    expect(hundredAndFirst).toMatchObject({
      status: 429,
      body: {
        code: 'auth.too_many_attempts',
        message: expect.stringMatching(/^Too many failed sign-ins from your network\./),
      },
    });
    expect(Number(hundredAndFirst.headers.get('retry-after'))).toBeGreaterThan(0);
    // A right password for an account that is not itself limited still signs in.
    expect((await signIn(member.email, library)).status).toBe(200);
    expect((await signIn(member.email, library, 'a wrong guess')).status).toBe(429);
  }, 60_000);

  it('counts every IPv6 address of one /64 as one address', async () => {
    const member = (await identity.register({ password })).user;
    const network = '2001:db8:4:5';
    for (let attempt = 1; attempt <= 10; attempt++)
      await fail(member.email, `${network}:${attempt.toString(16)}::${attempt}`);
    identity.moveClockOn(minute);
    expect((await signIn(member.email, `${network}:ffff::1`)).status).toBe(429);
    expect((await signIn(member.email, '2001:db8:4:6::1')).status).toBe(200);
  });

  it('gives the attempt back when the password was right, so members signing in use up nothing', async () => {
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

describe('sign-in limits as settings', () => {
  let identity: IdentityUnderTest;

  beforeAll(async () => {
    identity = await new IdentityUnderTest({
      SIGN_IN_WINDOW_MINUTES: '5',
      SIGN_IN_LOCK_AFTER_FAILURES: '3',
      SIGN_IN_DELAY_AFTER_FAILURES: '50',
      SIGN_IN_DELAY_MAX_SECONDS: '10',
      SIGN_IN_ADDRESS_FAILURES: '1000',
    }).start();
  });

  afterAll(() => identity?.destroy());

  it('follow the environment', async () => {
    const member: LoginResponse = await identity.register({ password });
    const office = randomAddress();
    const answers = [];
    for (let attempt = 1; attempt <= 4; attempt++)
      answers.push(
        await identity.call('POST', '/api/users/login', {
          body: { email: member.user.email, password: 'a wrong guess' },
          from: office,
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(answers[2].body.message).toBe(
      'Invalid email or password. This sign-in is now paused for 5 minutes. To get in now, use “Forgot your password?”.',
    );
    expect(Number(answers[3].headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
  });

  it.each([
    ['SIGN_IN_LOCK_AFTER_FAILURES', 'ten', 'must be a whole number of failures'],
    ['SIGN_IN_WINDOW_MINUTES', '0', 'must be at least 1'],
    ['SIGN_IN_DELAY_MAX_SECONDS', '1.5', 'must be a whole number of seconds'],
  ])('refuse to start with %s=%s, naming it', (name, value, message) => {
    expect(() => loadIdentityConfig({ ...identity.configEnvironment(), [name]: value })).toThrow(
      new RegExp(`${name}.*${message}`),
    );
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
