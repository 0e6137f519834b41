import { remoteNames, type RemoteName } from '@portal/contract/access';

/** The gateway's `GET /remotes.json`: where each remote's manifest is, changeable without rebuilding the shell. */
export const remoteConfigUrl = '/remotes.json';

export type RemoteManifestUrls = Readonly<Partial<Record<RemoteName, string>>>;

/** Module Federation container name of each remote (its `name` in the remote's build). */
export const remoteContainerNames: Readonly<Record<RemoteName, string>> = {
  'mf-member': 'mf_member',
  'mf-staff': 'mf_staff',
  'mf-admin': 'mf_admin',
};

/** The part of fetch this module uses (a real fetch fits). */
export type FetchJson = (
  url: string,
  init: RequestInit,
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The id of the JSON the gateway puts in the page: the same as /remotes.json, without asking. */
export const remoteConfigElementId = 'portal-remotes';

export async function fetchRemoteConfig(
  fetchImpl: FetchJson = (url, init) => fetch(url, init),
): Promise<RemoteManifestUrls> {
  const inPage = document.getElementById(remoteConfigElementId)?.textContent;
  if (inPage) {
    try {
      return parseRemoteConfig(JSON.parse(inPage));
    } catch {
      // Unreadable: ask the gateway, as without it.
    }
  }
  // Revalidate: a new release may have moved a remote since this page was loaded.
  const response = await fetchImpl(remoteConfigUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${remoteConfigUrl} answered ${response.status}`);
  return parseRemoteConfig(await response.json());
}

/** Keeps the known remotes with a non-empty URL; anything else in the file is ignored. */
export function parseRemoteConfig(json: unknown): RemoteManifestUrls {
  const remotes = isRecord(json) ? json['remotes'] : undefined;
  if (!isRecord(remotes)) throw new Error(`${remoteConfigUrl} has no "remotes" object`);
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const url = remotes[name];
    if (typeof url === 'string' && url.trim() !== '') urls[name] = url.trim();
  }
  return urls;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
