import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader.js';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext value={loader}>{children}</RemoteLoaderContext>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a <RemoteLoaderProvider> above it');
  return loader;
}
