import type { RemoteName } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';

/**
 * How the shell gets a remote's pages. The real one goes through Module Federation
 * (federation-remote-loader.ts); tests pass their own.
 */
export interface RemoteLoader {
  /**
   * The remote's pages. Returns the same promise on every call (React's `use` needs that),
   * a rejected one included, until `forgetFailure` is called.
   */
  loadPages: (remote: RemoteName) => Promise<RemotePages>;
  /** Drops a failed load so that the next `loadPages` goes back to the network. No-op otherwise. */
  forgetFailure: (remote: RemoteName) => void;
}

/** Why a remote could not be shown: its files did not arrive, or it did not expose pages. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} part of the portal could not be loaded: ${reason}`, options);
  }
}

/**
 * Caches one load per remote. A failure stays cached (so that React, re-rendering after the
 * promise settles, sees the same rejection instead of starting a new load each render) until
 * `forgetFailure`; the next attempt is then told that the previous one failed.
 */
export function createCachingRemoteLoader(
  load: (remote: RemoteName, previousAttemptFailed: boolean) => Promise<RemotePages>,
): RemoteLoader {
  const loads = new Map<RemoteName, { promise: Promise<RemotePages>; failed: boolean }>();
  const failedBefore = new Set<RemoteName>();

  return {
    loadPages(remote) {
      const cached = loads.get(remote);
      if (cached) return cached.promise;
      const entry = { promise: load(remote, failedBefore.has(remote)), failed: false };
      // The outcome is also recorded on the promise as React's `use` reads it (`status`), so a
      // render after it settled reads it at once instead of suspending (preload-remote-page.ts).
      entry.promise.then(
        (value) => {
          failedBefore.delete(remote);
          record(entry.promise, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          entry.failed = true;
          failedBefore.add(remote);
          record(entry.promise, { status: 'rejected', reason });
        },
      );
      loads.set(remote, entry);
      return entry.promise;
    },
    forgetFailure(remote) {
      if (loads.get(remote)?.failed) loads.delete(remote);
    },
  };
}

/** Writes a promise's outcome on it, where React's `use` looks for it. */
function record(
  promise: Promise<RemotePages>,
  outcome: { status: 'fulfilled'; value: RemotePages } | { status: 'rejected'; reason: unknown },
): void {
  void Object.assign(promise, outcome);
}
