import { Injectable } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import { PrincipalSource, type TokenClaims } from '@portal/nest-kit';
import { SessionsRepository } from './sessions.repository.js';

/**
 * Identity reads the caller's role and flags from its own table on every call, checking in
 * the same lookup that the session is still valid (SessionsRepository.principalOf).
 */
@Injectable()
export class SessionPrincipalSource extends PrincipalSource {
  constructor(private readonly sessions: SessionsRepository) {
    super();
  }

  principalFor(claims: TokenClaims): Promise<Principal | undefined> {
    return this.sessions.principalOf(claims);
  }
}
