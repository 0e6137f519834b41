export { AuthModule } from './auth.module.js';
export type { AuthenticatedCaller } from './authenticated-caller.js';
export { CurrentCaller } from './current-caller.decorator.js';
export {
  PrincipalCache,
  principalChangedChannel,
  sessionRevokedChannel,
} from './principal-cache.js';
export { PrincipalSource } from './principal-source.js';
export {
  AllowTokenInQuery,
  InternalRoute,
  PublicRoute,
  RequirePermission,
} from './route-access.decorators.js';
export {
  presentsServiceCredential,
  serviceCredentialHeader,
  serviceCredentialHeaders,
} from './service-credential.js';
export { RouteAccessAudit } from './route-access-audit.service.js';
export {
  tokenAlgorithm,
  tokenAudience,
  tokenIssuer,
  tokenLifetimeSeconds,
  type TokenClaims,
} from './token-claims.js';
