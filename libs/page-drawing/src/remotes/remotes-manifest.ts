import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { revalidate } from '../pages/cache-policy.js';

export interface RemotesManifest {
  /** Each remote's entry: its script, or its mf-manifest.json when it is served elsewhere. */
  remotes: Record<RemoteName, string>;
}

/**
 * Where the shell finds each remote: served at run time, so a remote moves without a shell
 * rebuild. A remote served here is given as its entry script, named by content (its
 * mf-manifest.json says which): the browser loads it at once and keeps it for good, where a
 * manifest would cost a round trip first and another to revalidate on every visit. A remote
 * configured elsewhere (REMOTE_ENTRY_*) is given as configured.
 */
export function remotesManifest(
  webRoot: string,
  configured: Partial<Record<RemoteName, string>>,
): RemotesManifest {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, configured[name] ?? localEntry(webRoot, name)]),
  ) as Record<RemoteName, string>;
  return { remotes };
}

/** Whether a remote's files are the ones under WEB_ROOT (not moved by REMOTE_ENTRY_*). */
export function isServedHere(manifest: RemotesManifest, remote: RemoteName): boolean {
  return manifest.remotes[remote].startsWith(`/remotes/${remote}/`);
}

function localEntry(webRoot: string, remote: RemoteName): string {
  const base = `/remotes/${remote}/`;
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(webRoot, remote, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { metaData?: { remoteEntry?: { name?: unknown } } };
    const entry = manifest.metaData?.remoteEntry?.name;
    if (typeof entry === 'string' && /^[\w.-]+\.js$/.test(entry)) return base + entry;
  } catch {
    // Not built yet, or not readable: the shell then reads the manifest itself.
  }
  return `${base}mf-manifest.json`;
}

export function registerRemotesManifest(app: FastifyInstance, manifest: RemotesManifest): void {
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', revalidate).send(manifest),
  );
}
