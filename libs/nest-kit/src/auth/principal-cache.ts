import type { Principal } from '@portal/contract';
import { LRUCache } from 'lru-cache';
import type { TokenClaims } from './token-claims.js';

/**
 * Principals looked up recently, by session (the token's `jti`): a signed-out session must stop
 * working while the same member's other sessions go on. Identity announces every change of a
 * user's role, flags or existence, and every session that is signed out (see
 * PrincipalChangeListener), which evicts the entries at once; the TTL is only a safety net for a
 * missed announcement.
 */
export class PrincipalCache {
  private readonly entries = new LRUCache<string, Principal>({ max: 10_000, ttl: 60_000 });
  private trusted = false;

  /** Only while announcements are heard: otherwise every call asks identity. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    if (!trusted) this.entries.clear();
  }

  get(claims: Pick<TokenClaims, 'jti' | 'sub'>): Principal | undefined {
    if (!this.trusted) return undefined;
    const principal = this.entries.get(claims.jti);
    return principal?.id === claims.sub ? principal : undefined;
  }

  set(claims: Pick<TokenClaims, 'jti'>, principal: Principal): void {
    if (this.trusted) this.entries.set(claims.jti, principal);
  }

  /** Every session of this user (a change of role, flags or existence is rare: a scan is fine). */
  evictUser(userId: string): void {
    for (const [sessionId, principal] of this.entries.entries()) {
      if (principal.id === userId) this.entries.delete(sessionId);
    }
  }

  evictSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** PostgreSQL channel on which identity announces that a user's access changed (payload: user id). */
export const principalChangedChannel = 'principal_changed';
/** PostgreSQL channel on which identity announces a signed-out session (payload: the token's jti). */
export const sessionRevokedChannel = 'session_revoked';
