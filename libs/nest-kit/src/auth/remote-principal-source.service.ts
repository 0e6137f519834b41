import { Injectable } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import { IdentityClient } from '../internal/identity.client.js';
import { PrincipalCache } from './principal-cache.js';
import { PrincipalSource } from './principal-source.js';
import type { TokenClaims } from './token-claims.js';

/**
 * For the services other than identity: asks identity's internal `GET /internal/principal`
 * with the caller's own token (and the services' credential), and keeps the answer per session
 * in a cache that identity's announcements keep true.
 */
@Injectable()
export class RemotePrincipalSource extends PrincipalSource {
  constructor(
    private readonly identity: IdentityClient,
    private readonly cache: PrincipalCache,
  ) {
    super();
  }

  async principalFor(claims: TokenClaims, token: string): Promise<Principal | undefined> {
    const cached = this.cache.get(claims);
    if (cached) return cached;
    const principal = await this.identity.principal(token);
    if (!principal || principal.id !== claims.sub) return undefined;
    this.cache.set(claims, principal);
    return principal;
  }
}
