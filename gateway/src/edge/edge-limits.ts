/** What the gateway allows one request and one client before it refuses. */
export interface EdgeLimits {
  /** Every JSON call of the portal is far smaller; a grant with many sections is about 100 KB. */
  jsonBodyMaxBytes: number;
  /** The whole JSON body must have arrived by then: 1 MiB at about 280 kbit/s. */
  jsonBodyDeadlineMs: number;
  /** A browser opens at most 6 connections; an office or a community behind one address, more. */
  connectionsPerAddress: number;
  /**
   * An upload whose body stops arriving for this long is answered 408 by the gateway. Shorter
   * than the idle timeout of the client's connection and of the files service's (60 s,
   * server-timeouts.ts), so the member gets a sentence instead of a dropped connection.
   */
  uploadStallMs: number;
}

export const defaultEdgeLimits: EdgeLimits = {
  jsonBodyMaxBytes: 1024 * 1024,
  jsonBodyDeadlineMs: 30_000,
  connectionsPerAddress: 64,
  uploadStallMs: 50_000,
};
