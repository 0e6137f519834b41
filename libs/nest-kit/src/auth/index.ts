export { AuthModule } from './auth.module.js';
export type { AuthenticatedCaller } from './authenticated-caller.js';
export { CurrentCaller } from './current-caller.decorator.js';
export { PrincipalCache, principalChangedChannel } from './principal-cache.js';
export { PrincipalSource } from './principal-source.js';
export { AllowTokenInQuery, PublicRoute, RequirePermission } from './route-access.decorators.js';
export { RouteAccessAudit } from './route-access-audit.js';
export {
  tokenAlgorithm,
  tokenAudience,
  tokenIssuer,
  tokenLifetimeSeconds,
  type TokenClaims,
} from './token-claims.js';
