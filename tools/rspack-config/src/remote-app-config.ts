import type { Configuration } from '@rspack/core';
import { createPortalAppConfig, type BuildMode } from './portal-app-config.js';

export type RemoteName = 'mf-member' | 'mf-staff' | 'mf-admin';

/** Where each remote is served on its own for development (`npm run dev -w @portal/<remote>`). */
export const remoteDevPorts: Readonly<Record<RemoteName, number>> = {
  'mf-member': 3101,
  'mf-staff': 3102,
  'mf-admin': 3103,
};

/**
 * A remote's build: it exposes one module, './routes' (src/routes.ts, its pages by path), and in
 * development also a standalone page (src/standalone/main.ts) to run it without the shell.
 */
export function createRemoteAppConfig(options: {
  root: string;
  mode: BuildMode;
  remote: RemoteName;
}): Configuration {
  return createPortalAppConfig({
    root: options.root,
    mode: options.mode,
    federationName: options.remote.replace('-', '_'),
    role: { kind: 'remote', exposes: { './routes': './src/routes.ts' } },
    entry: './src/standalone/main.ts',
    page: { title: `${options.remote} (standalone) – Education Grants Portal` },
    devServer: { port: remoteDevPorts[options.remote] },
  });
}
