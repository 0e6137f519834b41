import type { Principal } from '@portal/contract';
import { LRUCache } from 'lru-cache';

/**
 * Principals looked up recently, by user id. Identity announces every change of a user's role,
 * flags or existence (see PrincipalChangeListener), which evicts the entry at once; the TTL is
 * only a safety net for a missed announcement.
 */
export class PrincipalCache {
  private readonly entries = new LRUCache<string, Principal>({ max: 10_000, ttl: 60_000 });
  private trusted = false;

  /** Only while announcements are heard: otherwise every call asks identity. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    if (!trusted) this.entries.clear();
  }

  get(userId: string): Principal | undefined {
    return this.trusted ? this.entries.get(userId) : undefined;
  }

  set(principal: Principal): void {
    if (this.trusted) this.entries.set(principal.id, principal);
  }

  evict(userId: string): void {
    this.entries.delete(userId);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** PostgreSQL channel on which identity announces that a user's access changed (payload: user id). */
export const principalChangedChannel = 'principal_changed';
