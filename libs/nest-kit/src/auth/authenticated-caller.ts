import type { Principal } from '@portal/contract';
import type { TokenClaims } from './token-claims.js';

/** What the guard puts on a request it let through. */
export interface AuthenticatedCaller {
  principal: Principal;
  claims: TokenClaims;
  /** The caller's own token, to pass on when a service asks another on the caller's behalf. */
  token: string;
}
