// `@portal/page-drawing`: the pages as the gateway sends them. Each route's page with hints for
// its files and its stylesheets written in (pages/), a member's data pages drawn on request by
// their remote's server entry (data-pages/), and where the shell finds each remote (remotes/).
// The seam with a remote's server entry is `@portal/page-drawing/remote-entry`.
// docs/architecture/page-drawing.md tells the whole of it.
export { DataPages, dataWaitMs } from './data-pages/data-pages.js';
export type {
  PageBudgets,
  PageCallAnswer,
  PageCalls,
  PageSessions,
} from './data-pages/page-calls.js';
export { cacheControlFor } from './pages/cache-policy.js';
export { pageScriptHashes, RoutePages } from './pages/route-pages.js';
export {
  isServedHere,
  registerRemotesManifest,
  remotesManifest,
  type RemotesManifest,
} from './remotes/remotes-manifest.js';
// The inline scripts the pages carry, for the Content-Security-Policy's hashes (and its tests).
export { appStartScript, appStartScriptHash } from './pages/app-start.js';
export { signedInHintsScriptHash } from './pages/signed-in-hints.js';
