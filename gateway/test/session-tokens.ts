import { randomUUID } from 'node:crypto';
import { tokenAlgorithm, tokenAudience, tokenIssuer, tokenLifetimeSeconds } from '@portal/http-kit';
import jwt from 'jsonwebtoken';

/** The key the gateway under test shares with the (fake) services. */
export const testJwtSecret = 'jwt-secret-for-the-gateway-tests-0123456789';

/**
 * A session token as identity signs it (a new member and session unless named), or, with
 * `claims`, one with those claims replaced (undefined: left out) and signed with `key`.
 */
export function sessionToken(
  options: {
    sub?: string;
    jti?: string;
    claims?: Record<string, unknown>;
    key?: string;
    algorithm?: jwt.Algorithm;
  } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = Object.entries({
    sub: options.sub ?? randomUUID(),
    jti: options.jti ?? randomUUID(),
    iat: now,
    exp: now + tokenLifetimeSeconds,
    iss: tokenIssuer,
    aud: tokenAudience,
    ...options.claims,
  }).filter(([, value]) => value !== undefined);
  return jwt.sign(Object.fromEntries(claims), options.key ?? testJwtSecret, {
    algorithm: options.algorithm ?? tokenAlgorithm,
  });
}
