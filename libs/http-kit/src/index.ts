export {
  clientAddressKey,
  privateNetworks,
  rateLimitPerAccountPerMinuteSchema,
  rateLimitPerMinuteSchema,
  trustedProxiesSchema,
} from './client-address.js';
export { closeAfterEarlyAnswer } from './early-answers.js';
export { serverTimeouts } from './server-timeouts.js';
export type { ServerTimeouts } from './server-timeouts.js';
export { plainRequest } from './plain-request.js';
export type { PlainAnswer, PlainRequestOptions } from './plain-request.js';
export { collectGarbageWhenIdle, defaultIdleMs } from './idle-collection.js';
export type { IdleCollectionOptions } from './idle-collection.js';
export {
  hasSessionClaims,
  tokenAlgorithm,
  tokenAudience,
  tokenClaimsProblem,
  tokenClockSkewSeconds,
  tokenIssuer,
  tokenLifetimeSeconds,
  verifySessionToken,
} from './session-token.js';
export type { TokenClaims } from './session-token.js';
