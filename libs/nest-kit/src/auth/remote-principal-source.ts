import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import { DomainException } from '../errors/domain-exception.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { PrincipalCache } from './principal-cache.js';
import { PrincipalSource } from './principal-source.js';
import { serviceCredentialHeaders } from './service-credential.js';
import type { TokenClaims } from './token-claims.js';

export const IDENTITY_URL = Symbol('IDENTITY_URL');

const identityTimeoutMs = 3_000;

/**
 * For the services other than identity: asks identity's internal `GET /internal/principal`
 * with the caller's own token (and the services' credential), and keeps the answer per session
 * in a cache that identity's announcements keep true.
 */
@Injectable()
export class RemotePrincipalSource extends PrincipalSource {
  constructor(
    @Inject(IDENTITY_URL) private readonly identityUrl: string,
    private readonly cache: PrincipalCache,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {
    super();
  }

  async principalFor(claims: TokenClaims, token: string): Promise<Principal | undefined> {
    const cached = this.cache.get(claims);
    if (cached) return cached;

    let response: Response;
    try {
      response = await fetch(new URL('/internal/principal', this.identityUrl), {
        headers: {
          authorization: `Bearer ${token}`,
          ...serviceCredentialHeaders(this.options.serviceSecret),
        },
        signal: AbortSignal.timeout(identityTimeoutMs),
      });
    } catch {
      throw new DomainException(
        'service.unavailable',
        'Your sign-in could not be checked right now. Please try again in a moment.',
      );
    }
    if (response.status === 401 || response.status === 404) return undefined;
    if (!response.ok) {
      throw new DomainException(
        'service.unavailable',
        'Your sign-in could not be checked right now. Please try again in a moment.',
      );
    }
    const principal = (await response.json()) as Principal;
    if (principal.id !== claims.sub) return undefined;
    this.cache.set(claims, principal);
    return principal;
  }
}
