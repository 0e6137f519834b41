/**
 * The session token's settings and claims. They live in @portal/http-kit, where the gateway
 * (not a Nest app) checks the same token the same way before it draws a member's page.
 */
export {
  hasSessionClaims,
  tokenAlgorithm,
  tokenAudience,
  tokenIssuer,
  tokenLifetimeSeconds,
  type TokenClaims,
} from '@portal/http-kit';
