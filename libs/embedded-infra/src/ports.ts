import getPort from 'get-port';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function findFreePort(preferred?: number): Promise<number> {
  return getPort({ host: '127.0.0.1', port: preferred });
}
