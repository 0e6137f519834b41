/** Tokens are signed by identity and checked by every service with the same settings. */
export const tokenIssuer = 'nation-grants-portal/identity';
export const tokenAudience = 'nation-grants-portal';
/** Pinned: a token signed any other way (`alg: none`, RS256 with our secret as a key…) is refused. */
export const tokenAlgorithm = 'HS256';
/** A working day and then some: long enough to finish an application form, short enough to limit a stolen token. */
export const tokenLifetimeSeconds = 12 * 60 * 60;

/** What a verified token says: who (`sub`) and which sign-in (`jti`), nothing about what they may do. */
export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}
