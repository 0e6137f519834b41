import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * One copy of each for the whole page: React and the router keep their state in module
 * scope (two Reacts break hooks, two routers break useParams in a remote), and web-kit holds
 * the one session and API client. The shell provides them; remotes fall back to their own
 * copy only when run on their own. The router is shared as web-kit's list of what the portal
 * uses (`@portal/web-kit/router`), not as react-router-dom: a shared module keeps all its
 * exports, and all of react-router-dom is 52 kB brotli on every page. @portal/contract is not
 * shared: it holds no state, and bundled into each part it is tree-shaken (the shell needs its
 * route table, not zod). Languages (`@portal/web-kit/i18n`) are shared too: one language choice
 * for the page, and one copy of the message formatter.
 */
export const portalSharedDependencies = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  '@portal/web-kit': { singleton: true },
  '@portal/web-kit/router': { singleton: true },
  '@portal/web-kit/i18n': { singleton: true },
} as const;

export type FederationRole =
  | { kind: 'host' }
  | {
      kind: 'remote';
      /** e.g. { './routes': './src/routes.ts' } */
      exposes: Readonly<Record<string, string>>;
    };

/**
 * File names of every remote's build. The entry is named by its content in production, so a
 * browser keeps it for good; the manifest (unhashed, revalidated) says which entry is current,
 * and the gateway reads it to point the shell straight at the entry (remotes.json).
 */
export const remoteEntryFilename = (production: boolean) =>
  production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js';
export const remoteManifestFilename = 'mf-manifest.json';

export function createFederationPlugin(
  name: string,
  role: FederationRole,
  production: boolean,
): ModuleFederationPlugin {
  const common = {
    name,
    shared: portalSharedDependencies,
    // A remote is fetched only when one of its routes is visited; with the default
    // 'version-first' the host would fetch every remote at start, and one unreachable
    // remote would blank the page.
    shareStrategy: 'loaded-first',
    // No type archives or type-hint dev servers: the contract types come from @portal/contract.
    dts: false,
    dev: false,
  } as const;
  // Code of the federation runtime the portal never runs, left out: the manifest "snapshot"
  // (remotes are registered by their entry's address, from /remotes.json) and Node's loading.
  const optimization = { disableSnapshot: true, target: 'web' } as const;
  if (role.kind === 'host') {
    return new ModuleFederationPlugin({
      ...common,
      // Remotes are registered at run time from /remotes.json, so none are known at build time.
      remotes: {},
      manifest: false,
      // The shell lends its federation runtime to the remotes (see below).
      experiments: { provideExternalRuntime: true, optimization },
    });
  }
  return new ModuleFederationPlugin({
    ...common,
    filename: remoteEntryFilename(production),
    exposes: { ...role.exposes },
    manifest: { fileName: remoteManifestFilename },
    // In production a remote uses the shell's copy of the federation runtime instead of
    // carrying its own (~20 KB gzipped less per remoteEntry.js). Its standalone dev page has
    // no shell, so development builds keep the runtime.
    experiments: production ? { externalRuntime: true, optimization } : { optimization },
  });
}
