import jwt from 'jsonwebtoken';

/** Tokens are signed by identity and checked by every service, and the gateway, with the same settings. */
export const tokenIssuer = 'nation-grants-portal/identity';
export const tokenAudience = 'nation-grants-portal';
/** Pinned: a token signed any other way (`alg: none`, RS256 with our secret as a key…) is refused. */
export const tokenAlgorithm = 'HS256';
/** A working day and then some: long enough to finish an application form, short enough to limit a stolen token. */
export const tokenLifetimeSeconds = 12 * 60 * 60;
/** How far ahead of our clock a token may say it was issued: the clocks of two machines differ a little. */
export const tokenClockSkewSeconds = 60;

/** What a verified token says: who (`sub`) and which sign-in (`jti`), nothing about what they may do. */
export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

/** Identity's users are named by UUID: anything else names nobody (and must not reach a uuid column). */
const userIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What is wrong with the claims of a token whose signature, issuer and audience were verified,
 * as a short phrase; undefined when they are as identity issues them. Checked here because the
 * JWT libraries accept less: a token with no `exp` never expires for them, and one "issued" in
 * the future would outlive its 12 hours.
 */
export function tokenClaimsProblem(
  claims: unknown,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string | undefined {
  if (typeof claims !== 'object' || claims === null) return 'no claims';
  const { sub, jti, iat, exp } = claims as Record<string, unknown>;
  if (!isTime(exp)) return 'no expiry (exp)';
  if (!isTime(iat)) return 'no time of issue (iat)';
  if (iat > nowSeconds + tokenClockSkewSeconds) return 'issued in the future (iat)';
  if (typeof sub !== 'string' || !userIdPattern.test(sub))
    return 'the subject is not a user id (sub)';
  if (typeof jti !== 'string' || jti.length === 0) return 'no session id (jti)';
  return undefined;
}

/** Whether `claims` are a verified token's claims as identity issues them (see tokenClaimsProblem). */
export function hasSessionClaims(claims: unknown, nowSeconds?: number): claims is TokenClaims {
  return tokenClaimsProblem(claims, nowSeconds) === undefined;
}

/**
 * The claims of a session token identity signed with `secret`: the signature with the pinned
 * algorithm, issuer, audience, expiry and age, then the claims' own checks. Undefined for any
 * other token (forged, expired, malformed, or not a session's).
 */
export function verifySessionToken(token: string, secret: string): TokenClaims | undefined {
  try {
    const claims: unknown = jwt.verify(token, secret, {
      algorithms: [tokenAlgorithm],
      issuer: tokenIssuer,
      audience: tokenAudience,
      maxAge: tokenLifetimeSeconds,
    });
    return hasSessionClaims(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
