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
