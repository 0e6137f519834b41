import type { ComponentType } from 'react';
import { placeholderPage, type RemoteArea } from './placeholder-page.js';

/**
 * What each remote's `./routes` module default-exports: for every path pattern of
 * `portalRoutes` it renders (e.g. '/grants/:id'), the page component. The shell mounts the
 * component inside its own route for that pattern, so `useParams()` works in the page.
 */
export type RemotePages = Readonly<Record<string, ComponentType>>;

export interface RemotePagesModule {
  default: RemotePages;
}

/**
 * A remote's `./routes`: for every route the contract gives it (`owned`, from `routesOwnedBy`),
 * the screen built so far, or a placeholder saying which remote renders it.
 */
export function remotePages(
  owned: ReadonlyArray<{ path: string; title: string }>,
  built: Readonly<Record<string, ComponentType>>,
  area: RemoteArea,
): RemotePages {
  return Object.fromEntries(
    owned.map((route) => [route.path, built[route.path] ?? placeholderPage(route.title, area)]),
  );
}
