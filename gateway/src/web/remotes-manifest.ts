import { remoteNames, type RemoteName } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { revalidate } from './cache-policy.js';

export interface RemotesManifest {
  remotes: Record<RemoteName, string>;
}

/** Where the shell finds each remote: served at run time, so a remote moves without a shell rebuild. */
export function remotesManifest(config: GatewayConfig): RemotesManifest {
  const configured: Record<RemoteName, string | undefined> = {
    'mf-member': config.REMOTE_ENTRY_MF_MEMBER,
    'mf-staff': config.REMOTE_ENTRY_MF_STAFF,
    'mf-admin': config.REMOTE_ENTRY_MF_ADMIN,
  };
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, configured[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { remotes };
}

export function registerRemotesManifest(app: FastifyInstance, manifest: RemotesManifest): void {
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', revalidate).send(manifest),
  );
}
