import type { ComponentType } from 'react';

/**
 * What each remote's `./routes` module default-exports: for every path pattern of
 * `portalRoutes` it renders (e.g. '/grants/:id'), the page component. The shell mounts the
 * component inside its own route for that pattern, so `useParams()` works in the page.
 */
export type RemotePages = Readonly<Record<string, ComponentType>>;

export interface RemotePagesModule {
  default: RemotePages;
}
