import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import {
  fetchRemoteConfig,
  remoteContainerNames,
  type RemoteManifestUrls,
} from './remote-config.js';
import { createCachingRemoteLoader, RemoteLoadError, type RemoteLoader } from './remote-loader.js';

/** The part of the Module Federation runtime the loader uses (the shell's build plugin creates the instance). */
export interface FederationRuntime {
  registerRemotes: (
    remotes: { name: string; entry: string }[],
    options?: { force?: boolean },
  ) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

export interface FederationRemoteLoader extends RemoteLoader {
  /** Starts reading /remotes.json now, so that the first remote route does not wait for it. */
  readConfigEarly: () => void;
}

/** A remote entry may take long on a rural connection; the runtime gives up after 20 s by default. */
export const remoteEntryTimeoutMs = 120_000;

const patientScriptLoading: ModuleFederationRuntimePlugin = {
  name: 'portal-patient-script-loading',
  createScript: () => ({ timeout: remoteEntryTimeoutMs }),
};

export function createFederationRemoteLoader(
  runtime: FederationRuntime = defaultRuntime(),
  readConfig: () => Promise<RemoteManifestUrls> = () => fetchRemoteConfig(),
): FederationRemoteLoader {
  let config: Promise<RemoteManifestUrls> | undefined;
  function remoteConfig(): Promise<RemoteManifestUrls> {
    config ??= readConfig().catch((error: unknown) => {
      config = undefined; // the next visit reads it again
      throw error;
    });
    return config;
  }

  async function load(remote: RemoteName, previousAttemptFailed: boolean): Promise<RemotePages> {
    let urls: RemoteManifestUrls;
    try {
      urls = await remoteConfig();
    } catch (error) {
      throw new RemoteLoadError(remote, 'the list of remotes could not be read', { cause: error });
    }
    const entry = urls[remote];
    if (!entry) throw new RemoteLoadError(remote, 'it is not listed in /remotes.json');

    const name = remoteContainerNames[remote];
    // After a failed attempt, `force` makes the runtime drop what it cached for this remote
    // (manifest, remote entry, container): without it a retry would be answered from the cache.
    runtime.registerRemotes([{ name, entry }], { force: previousAttemptFailed });
    let exposed: unknown;
    try {
      // Every remote exposes './routes' (see each remote's rspack.config.ts).
      exposed = await runtime.loadRemote(`${name}/routes`);
    } catch (error) {
      throw new RemoteLoadError(remote, 'its files did not arrive', { cause: error });
    }
    return pagesOf(remote, exposed);
  }

  return {
    ...createCachingRemoteLoader(load),
    readConfigEarly: () => void remoteConfig().catch(() => undefined),
  };
}

function pagesOf(remote: RemoteName, exposed: unknown): RemotePages {
  const pages = isRecord(exposed) ? exposed['default'] : undefined;
  if (!isRecord(pages) || !Object.values(pages).every(isComponent)) {
    throw new RemoteLoadError(remote, 'its ./routes module does not default-export its pages');
  }
  return pages as RemotePages;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Function components, and objects React renders as components (lazy, memo, forwardRef). */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (isRecord(value) && '$$typeof' in value);
}

function defaultRuntime(): FederationRuntime {
  registerPlugins([patientScriptLoading]);
  return { registerRemotes, loadRemote: (id) => loadRemote(id) };
}
