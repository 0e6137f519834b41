import { serverTimeouts } from './server-timeouts.js';

describe('serverTimeouts', () => {
  it('lets the largest upload finish on a 675 kbit/s connection', () => {
    const maxUploadMegabytes = 25;
    const { requestTimeoutMs, idleTimeoutMs } = serverTimeouts(maxUploadMegabytes);
    const uploadMs = ((maxUploadMegabytes * 1024 * 1024 * 8) / 675_000) * 1000;
    expect(uploadMs).toBeGreaterThan(300_000); // Node's default requestTimeout would cut it off
    expect(requestTimeoutMs).toBeGreaterThan(uploadMs);
    // A connection that keeps sending is never idle; one that stalls is let go.
    expect(idleTimeoutMs).toBeLessThan(requestTimeoutMs);
  });

  it('grows with the upload limit', () => {
    expect(serverTimeouts(100).requestTimeoutMs).toBeGreaterThan(
      serverTimeouts(25).requestTimeoutMs,
    );
  });
});
