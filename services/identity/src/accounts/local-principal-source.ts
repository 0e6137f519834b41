import { Injectable } from '@nestjs/common';
import type { Principal } from '@portal/contract';
import { PrincipalSource, type TokenClaims } from '@portal/nest-kit';
import { AccountsRepository } from './accounts.repository.js';

/** Identity reads the caller's role and flags from its own table, on every call. */
@Injectable()
export class LocalPrincipalSource extends PrincipalSource {
  constructor(private readonly accounts: AccountsRepository) {
    super();
  }

  principalFor(claims: TokenClaims): Promise<Principal | undefined> {
    return this.accounts.findPrincipal(claims.sub);
  }
}
