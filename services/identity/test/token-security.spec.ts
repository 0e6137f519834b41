import jwt from 'jsonwebtoken';
import { tokenAudience, tokenIssuer } from '@portal/nest-kit';
import type { LoginResponse } from '@portal/contract';
import { IdentityUnderTest } from './identity-under-test.js';

/** Decisions §2: a bad, altered or expired token gets 401; identity, role and flags come only from a verified token. */
describe('session tokens on the real identity service', () => {
  const identity = new IdentityUnderTest();
  let member: LoginResponse;
  let admin: LoginResponse;

  beforeAll(async () => {
    await identity.start();
    member = await identity.register();
    admin = await identity.loginAsAdmin();
  });
  afterAll(() => identity.destroy());

  const me = (token: string) => identity.call('GET', '/api/users/me', { as: token });
  const claimsOf = (token: string) => jwt.decode(token) as jwt.JwtPayload;

  it('accepts the token it issued', async () => {
    expect((await me(member.token)).status).toBe(200);
  });

  it("refuses a member's token whose payload was altered to name the admin", async () => {
    const [header, , signature] = member.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...claimsOf(member.token), sub: admin.user._id }),
    ).toString('base64url');
    expect(
      (await identity.call('GET', '/api/users', { as: `${header}.${payload}.${signature}` }))
        .status,
    ).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const forged = jwt.sign(
      { ...claimsOf(member.token) },
      'someone-elses-secret-someone-elses-secret',
    );
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses an unsigned token ("alg": "none")', async () => {
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(admin.token);
    const unsigned = jwt.sign(claims, '', { algorithm: 'none', expiresIn: '1h' });
    expect((await identity.call('GET', '/api/users', { as: unsigned })).status).toBe(401);
  });

  it('refuses an expired token, saying the session expired', async () => {
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(member.token);
    const expired = jwt.sign(
      { ...claims, iat: Math.floor(Date.now() / 1000) - 7200 },
      identity.config.JWT_SECRET,
      {
        algorithm: 'HS256',
        expiresIn: -60,
      },
    );
    const response = await me(expired);
    expect(response).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.' },
    });
  });

  describe('claims the JWT library would let through', () => {
    /** The member's token with some claims replaced (undefined: left out), signed with the right key. */
    const resigned = (changes: Record<string, unknown>) => {
      const claims = Object.entries({ ...claimsOf(member.token), ...changes }).filter(
        ([, value]) => value !== undefined,
      );
      return jwt.sign(Object.fromEntries(claims), identity.config.JWT_SECRET, {
        algorithm: 'HS256',
      });
    };
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts the same token re-signed as it was', async () => {
      expect((await me(resigned({}))).status).toBe(200);
    });

    it.each([
      ['that never expires (no exp)', () => resigned({ exp: undefined })],
      ['issued an hour from now', () => resigned({ iat: now() + 3600, exp: now() + 7200 })],
      [
        'issued two minutes from now (more than the clock skew)',
        () => resigned({ iat: now() + 120 }),
      ],
      ['naming a subject that is not a user id', () => resigned({ sub: 'not-a-uuid' })],
      ['naming an empty subject', () => resigned({ sub: '' })],
      ['whose session id is not a string', () => resigned({ jti: 12345 })],
      ['with no session id', () => resigned({ jti: undefined })],
    ])('refuses a token %s with 401', async (_how, token) => {
      const response = await me(token());
      expect(response).toMatchObject({
        status: 401,
        body: { code: 'auth.unauthenticated', message: 'Please sign in to continue.' },
      });
    });
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const { iat: _iat, exp: _exp, aud: _aud, iss: _iss, ...claims } = claimsOf(member.token);
    const sign = (issuer: string, audience: string) =>
      jwt.sign(claims, identity.config.JWT_SECRET, {
        algorithm: 'HS256',
        expiresIn: '1h',
        issuer,
        audience,
      });
    expect((await me(sign(tokenIssuer, 'another-app'))).status).toBe(401);
    expect((await me(sign('another-issuer', tokenAudience))).status).toBe(401);
    expect((await me(sign(tokenIssuer, tokenAudience))).status).toBe(200);
  });
});
