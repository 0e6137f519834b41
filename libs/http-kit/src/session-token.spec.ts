import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  tokenAudience,
  tokenClaimsProblem,
  tokenIssuer,
  tokenLifetimeSeconds,
  verifySessionToken,
} from './session-token.js';

const secret = 'secret-of-the-session-token-tests-0123456789';
const now = Math.floor(Date.now() / 1000);
const userId = randomUUID();

/** Claims as identity issues them (session-issuer.service.ts), with `changes` applied (undefined: left out). */
const issued = (changes: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({
      sub: userId,
      jti: randomUUID(),
      iat: now,
      exp: now + tokenLifetimeSeconds,
      iss: tokenIssuer,
      aud: tokenAudience,
      ...changes,
    }).filter(([, value]) => value !== undefined),
  );

/** Signs `claims` as given (the library adds `iat` only where it is missing, unless told not to). */
const signed = (claims: object, options: jwt.SignOptions = {}, key = secret) =>
  jwt.sign(claims, key, { algorithm: 'HS256', ...options });

describe('tokenClaimsProblem', () => {
  it('finds nothing wrong with the claims identity issues', () => {
    expect(tokenClaimsProblem(issued(), now)).toBeUndefined();
  });

  it('refuses a token that never expires (no exp)', () => {
    expect(tokenClaimsProblem(issued({ exp: undefined }), now)).toBe('no expiry (exp)');
    expect(tokenClaimsProblem(issued({ exp: '2099-01-01' }), now)).toBe('no expiry (exp)');
  });

  it('refuses a token with no time of issue (iat)', () => {
    expect(tokenClaimsProblem(issued({ iat: undefined }), now)).toBe('no time of issue (iat)');
  });

  it('refuses a token issued more than 60 s in the future, and allows a clock 60 s ahead', () => {
    expect(tokenClaimsProblem(issued({ iat: now + 61 }), now)).toBe('issued in the future (iat)');
    expect(tokenClaimsProblem(issued({ iat: now + 3600 }), now)).toBe('issued in the future (iat)');
    expect(tokenClaimsProblem(issued({ iat: now + 60 }), now)).toBeUndefined();
  });

  it.each([['admin'], ['1'], [''], [`${userId}x`], [`{${userId}}`], [42], [undefined]])(
    'refuses a subject that is not a user id: %p',
    (sub) => {
      expect(tokenClaimsProblem(issued({ sub }), now)).toBe('the subject is not a user id (sub)');
    },
  );

  it.each([[undefined], [42], [''], [['a']], [{ id: 'a' }]])(
    'refuses a session id (jti) that is not a string: %p',
    (jti) => {
      expect(tokenClaimsProblem(issued({ jti }), now)).toBe('no session id (jti)');
    },
  );

  it('refuses what is not claims at all', () => {
    expect(tokenClaimsProblem(null, now)).toBe('no claims');
    expect(tokenClaimsProblem('a string', now)).toBe('no claims');
  });
});

describe('verifySessionToken', () => {
  it('gives the claims of a token as identity signs it', () => {
    const claims = issued();
    expect(verifySessionToken(signed(claims), secret)).toEqual(claims);
  });

  it.each([
    ['without exp', () => signed(issued({ exp: undefined }))],
    ['without iat', () => signed(issued({ iat: undefined }), { noTimestamp: true })],
    ['issued an hour from now', () => signed(issued({ iat: now + 3600, exp: now + 7200 }))],
    ['naming a subject that is not a user id', () => signed(issued({ sub: 'admin' }))],
    ['with a numeric session id', () => signed(issued({ jti: 7 }))],
    ['expired', () => signed(issued({ iat: now - 7200, exp: now - 60 }))],
    [
      'older than a session lives, though not expired',
      () => signed(issued({ iat: now - tokenLifetimeSeconds - 60, exp: now + 3600 })),
    ],
    ['from another issuer', () => signed(issued({ iss: 'someone-else' }))],
    ['for another audience', () => signed(issued({ aud: 'another-app' }))],
    ['signed with another key', () => signed(issued(), {}, `${secret}-other`)],
    ['signed HS512 with the right key', () => signed(issued(), { algorithm: 'HS512' })],
    ['unsigned (alg: none)', () => jwt.sign(issued(), '', { algorithm: 'none' })],
    ['that is not a token at all', () => 'not-a-token'],
  ])('refuses a token %s', (_how, token) => {
    expect(verifySessionToken(token(), secret)).toBeUndefined();
  });
});
