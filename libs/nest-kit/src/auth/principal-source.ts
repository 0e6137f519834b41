import type { Principal } from '@portal/contract';
import type { TokenClaims } from './token-claims.js';

/**
 * Where a service learns what the caller may do now. The token only proves who is calling;
 * role and flags come from identity on every call, so a change takes effect on the next call.
 * Resolves `undefined` when the account no longer exists.
 */
export abstract class PrincipalSource {
  abstract principalFor(claims: TokenClaims, token: string): Promise<Principal | undefined>;
}
