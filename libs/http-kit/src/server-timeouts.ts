/**
 * Timeouts of an HTTP hop, chosen so that a member on a slow rural connection can upload the
 * largest allowed file: at 675 kbit/s, 25 MB takes about 5 minutes (Node's default
 * requestTimeout of 300 s would cut it off). We allow the largest upload at a floor of
 * 256 kbit/s, and cut a connection that sends nothing for a minute.
 */
export interface ServerTimeouts {
  /** Whole request, headers and body. */
  requestTimeoutMs: number;
  /** A connection that sends or receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /** Time allowed to send the request headers (slowloris guard). */
  headersTimeoutMs: number;
  /** Keep-alive idle time: longer than the gateway's pool keeps sockets, so it never meets a closed one. */
  keepAliveTimeoutMs: number;
}

const slowestSupportedUploadBitsPerSecond = 256_000;

export function serverTimeouts(maxUploadMegabytes: number): ServerTimeouts {
  const uploadBits = maxUploadMegabytes * 1024 * 1024 * 8;
  const slowestUploadMs = Math.ceil((uploadBits / slowestSupportedUploadBitsPerSecond) * 1000);
  return {
    requestTimeoutMs: Math.max(300_000, slowestUploadMs + 60_000),
    idleTimeoutMs: 60_000,
    headersTimeoutMs: 30_000,
    keepAliveTimeoutMs: 72_000,
  };
}
