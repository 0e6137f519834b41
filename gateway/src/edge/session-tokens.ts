import { tokenLifetimeSeconds, verifySessionToken, type TokenClaims } from '@portal/http-kit';
import { LRUCache } from 'lru-cache';

/** Sessions in use at once on one gateway, with room to spare; each entry is a few hundred bytes. */
const remembered = 5_000;

/** How long a token that did not verify is known as such (one "issued" a little ahead may become valid). */
const refusedForMs = 60_000;

/**
 * Session tokens as the gateway knows them: verified as the services verify them (signature with
 * the pinned algorithm, issuer, audience, expiry, the claims' checks of @portal/http-kit), and
 * the sessions found signed out.
 *
 * Verifying costs about 50 µs (90 µs for a token that fails: the library throws); a member's tab
 * sends the same token on every call, so a verified token is kept (by the token itself, until it
 * expires) and the next call costs a lookup. A token that did not verify is kept apart, for a
 * minute, so that one sent again and again (an expired session's open tab, a forger's loop)
 * costs a lookup too; each cache is bounded, so a forger sending new tokens only pushes out
 * older ones.
 */
export class SessionTokens {
  private readonly verified = new LRUCache<string, TokenClaims>({ max: remembered });
  private readonly refused = new LRUCache<string, true>({ max: remembered, ttl: refusedForMs });
  /** Sessions a service refused (signed out, or the account is gone), by `jti`, until they expire. */
  private readonly revoked = new LRUCache<string, true>({ max: remembered });

  constructor(private readonly secret: string) {}

  /** The token's claims, or undefined when it is not a live session token identity signed. */
  claimsOf(token: string): TokenClaims | undefined {
    const known = this.verified.get(token);
    if (known) return known;
    if (this.refused.has(token)) return undefined;
    const claims = verifySessionToken(token, this.secret);
    if (claims) this.verified.set(token, claims, { ttl: millisecondsLeft(claims) });
    else this.refused.set(token, true);
    return claims;
  }

  /** Remembers that the services refuse this session: its next pages are drawn signed out. */
  revoke(claims: TokenClaims): void {
    this.revoked.set(claims.jti, true, { ttl: millisecondsLeft(claims) });
  }

  isRevoked(claims: TokenClaims): boolean {
    return this.revoked.has(claims.jti);
  }
}

/** Until the token expires, or grows older than a session lives, whichever comes first. */
function millisecondsLeft(claims: TokenClaims): number {
  const until = Math.min(claims.exp, claims.iat + tokenLifetimeSeconds);
  return Math.max(1, until * 1000 - Date.now());
}
