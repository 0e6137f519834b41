// @portal/rspack-config: the build shared by the shell and the three remotes.
export { createDevServer, defaultApiTarget, type DevServerOptions } from './dev-server.js';
export {
  createFederationPlugin,
  portalSharedDependencies,
  remoteEntryFilename,
  remoteManifestFilename,
  type FederationRole,
} from './federation.js';
export { immutableFilePattern, outputFilenames } from './hashed-filenames.js';
export {
  createPortalAppConfig,
  modeFromCli,
  type BuildMode,
  type PortalAppOptions,
} from './portal-app-config.js';
export {
  PageChunksPlugin,
  pageChunksFilename,
  withPreloads,
  type PageChunks,
} from './page-chunks-plugin.js';
export { PrecompressPlugin, type PrecompressOptions } from './precompress-plugin.js';
export { createPrerenderConfig, type PrerenderOptions } from './prerender-config.js';
export {
  pageFileName,
  PrerenderPagesPlugin,
  prerenderedPagesFilename,
  type PrerenderedPages,
} from './prerender-pages-plugin.js';
export { typescriptRule, workspaceResolve, type JsTarget } from './source-rules.js';
export { createRemoteAppConfig, remoteDevPorts, type RemoteName } from './remote-app-config.js';
export {
  createServiceBundleConfig,
  serviceBundleFilename,
  type ServiceBundleOptions,
} from './service-bundle-config.js';
