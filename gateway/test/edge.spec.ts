import { connect, type Socket } from 'node:net';
import { rawRequest, requestHead } from '@portal/testing';
import { Agent, fetch } from 'undici';
import { TestGateways } from './test-gateways.js';

/** Each test speaks from its own loopback address, so per-address limits never mix. */
let nextAddress = 10;
const ownAddress = () => `127.0.0.${nextAddress++}`;

describe('the gateway at its edge', () => {
  const gateways = new TestGateways();
  const { services } = gateways;
  let port: number;

  /** A gateway with small limits, so that each is reached in a test's time. */
  const startGateway = async (extra: Record<string, string> = {}) =>
    gateways.gateway(
      { MAX_UPLOAD_MB: '1', RATE_LIMIT_PER_MINUTE: '30', ...extra },
      {
        jsonBodyMaxBytes: 1024 * 1024,
        jsonBodyDeadlineMs: 600,
        connectionsPerAddress: 8,
        uploadStallMs: 500,
      },
    );

  const seenBy = (path: string) => services.seen.filter((request) => request.url.startsWith(path));

  beforeAll(async () => {
    await gateways.start();
    ({ port } = await startGateway());
  });

  afterAll(() => gateways.stop());

  describe('JSON bodies', () => {
    it('refuses a body announced over 1 MiB at once, closing the connection', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/users/login?case=announced', {
          contentLength: 1_200_000,
        }),
        bodyBytes: 1_200_000,
        intervalMs: 50,
      });
      expect(exchange.answer?.status).toBe(413);
      expect(JSON.parse(exchange.answer?.body ?? '{}')).toEqual({
        statusCode: 413,
        message: 'The request is too large.',
        error: 'Payload Too Large',
        code: 'request.too_large',
      });
      expect(exchange.answer?.headers.connection).toBe('close');
      expect(exchange.closedByServer).toBe(true);
      expect(exchange.bodyBytesSent).toBeLessThan(1_200_000);
      expect(seenBy('/api/users/login?case=announced')).toHaveLength(0);
    });

    it('cuts a chunked body at 1 MiB, however much more is coming', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/grants?case=chunked', { chunked: true }),
        bodyBytes: 30 * 1024 * 1024,
        intervalMs: 1,
        chunked: true,
      });
      expect(exchange.answer?.status).toBe(413);
      expect(exchange.answer?.headers.connection).toBe('close');
      // Answered as the limit was passed, not after the 30 MB.
      expect(exchange.bodyBytesSent).toBeLessThan(4 * 1024 * 1024);
      expect(seenBy('/api/grants?case=chunked')).toHaveLength(0);
    });

    it('answers 408 to a body that trickles in past its deadline, and the service never waits on it', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/users/login?case=slow', { contentLength: 200 }),
        bodyBytes: 200,
        chunk: Buffer.from('x'),
        intervalMs: 100,
      });
      expect(exchange.answer?.status).toBe(408);
      expect(exchange.answer?.headers.connection).toBe('close');
      expect(exchange.elapsedMs).toBeLessThan(2_000);
      expect(seenBy('/api/users/login?case=slow')).toHaveLength(0);
    });

    it('forwards a whole body with its length, however the client framed it', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/grants?case=reframed', { chunked: true }),
        bodyBytes: 100_000,
        chunked: true,
      });
      expect(exchange.answer?.status).toBe(200);
      const [seen] = seenBy('/api/grants?case=reframed');
      expect(seen?.bodyBytes).toBe(100_000);
      expect(seen?.headers['content-length']).toBe('100000');
      expect(seen?.headers['transfer-encoding']).toBeUndefined();
      // A request read whole leaves the connection open for the next one.
      expect(exchange.closedByServer).toBe(false);
    });

    it('answers Expect: 100-continue itself and forwards the body without it', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/files/upload?case=expect', {
          contentLength: 300_000,
          headers: { 'content-type': 'multipart/form-data; boundary=x', expect: '100-continue' },
        }),
        bodyBytes: 300_000,
      });
      expect(exchange.answer?.status).toBe(200);
      const [seen] = seenBy('/api/files/upload?case=expect');
      expect(seen?.bodyBytes).toBe(300_000);
      expect(seen?.headers.expect).toBeUndefined();
    });

    it("keeps the client's connection open when the service closes its own", async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/grants?case=service-closes', {
          contentLength: 2,
          headers: { 'x-test-close': 'yes' },
        }),
        bodyBytes: 2,
      });
      expect(exchange.answer?.status).toBe(200);
      expect(exchange.answer?.headers.connection).not.toBe('close');
      expect(exchange.closedByServer).toBe(false);
    });

    it('never sends a request with a body twice, even when the service answers 503', async () => {
      const before = seenBy('/api/grants?case=unavailable').length;
      const response = await fetch(`http://127.0.0.1:${port}/api/grants?case=unavailable`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-answer': '503' },
        body: '{}',
        dispatcher: new Agent({ localAddress: ownAddress() }),
      });
      expect(response.status).toBe(503);
      expect(seenBy('/api/grants?case=unavailable').length - before).toBe(1);
    });
  });

  describe('uploads', () => {
    it('refuses an announced upload over MAX_UPLOAD_MB before it is sent whole', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/files/upload', {
          contentLength: 2 * 1024 * 1024,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
        bodyBytes: 2 * 1024 * 1024,
        intervalMs: 20,
      });
      expect(exchange.answer?.status).toBe(413);
      expect(JSON.parse(exchange.answer?.body ?? '{}').message).toBe(
        'The file is too large. The largest file accepted is 1 MB.',
      );
      expect(exchange.bodyBytesSent).toBeLessThan(2 * 1024 * 1024);
    });

    it('counts a chunked upload on the way and answers 413 once it passes MAX_UPLOAD_MB', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/files/upload?case=chunked', {
          chunked: true,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
        bodyBytes: 8 * 1024 * 1024,
        intervalMs: 5,
        chunked: true,
      });
      expect(exchange.answer?.status).toBe(413);
      expect(exchange.answer?.headers.connection).toBe('close');
      expect(exchange.bodyBytesSent).toBeLessThan(4 * 1024 * 1024);
    });

    it('answers 408 with a sentence when an upload stops arriving, never a dropped connection', async () => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/files/upload?case=stalled', {
          contentLength: 500_000,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
        // One piece, then nothing more of the 500,000 bytes announced.
        bodyBytes: 64 * 1024,
        timeoutMs: 10_000,
      });
      expect(exchange.answer?.status).toBe(408);
      expect(JSON.parse(exchange.answer?.body ?? '{}')).toMatchObject({
        code: 'request.too_slow',
        message: 'The upload stopped arriving before its end. Please try again.',
      });
      expect(exchange.answer?.headers.connection).toBe('close');
      expect(exchange.elapsedMs).toBeLessThan(5_000);
    });

    it("passes on the service's own early answer unchanged, never as a 503", async () => {
      for (const status of [401, 413, 400]) {
        const exchange = await rawRequest({
          port,
          localAddress: ownAddress(),
          head: requestHead('POST', '/api/files/upload?case=early', {
            contentLength: 900_000,
            headers: {
              'content-type': 'multipart/form-data; boundary=x',
              'x-test-answer': String(status),
            },
          }),
          bodyBytes: 900_000,
          intervalMs: 20,
        });
        expect(exchange.answer?.status).toBe(status);
        expect(exchange.answer?.headers.connection).toBe('close');
      }
    });
  });

  describe('paths', () => {
    const spellings = [
      '/internal/principal',
      '/INTERNAL/principal',
      '/Internal/Principal',
      '/api/users/../../internal/principal',
      '/api/users/%2e%2e/%2e%2e/internal/principal',
      '/api/users/%2E%2E/%2E%2E/internal/principal',
      '/api/users/.%2e/.%2e/internal/principal',
      '/api/users/..%2f..%2finternal%2fprincipal',
      '/api/users%2f..%2f..%2finternal%2fprincipal',
      '/api/users/..\\..\\internal\\principal',
      '/api/users/%5c..%5c..%5cinternal%5cprincipal',
      '/api/users/%5C..%5C..%5Cinternal%5Cprincipal',
      '//internal/principal',
      '/api//users/../../internal/principal',
      '/api/users/./../../internal/principal',
      '/API/users/../../internal/principal',
      '/api/users/me%00/../../../internal/principal',
    ];

    it.each(spellings)('refuses %s before routing', async (spelling) => {
      const exchange = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: `GET ${spelling} HTTP/1.1\r\nHost: portal.test\r\n\r\n`,
      });
      expect([400, 404]).toContain(exchange.answer?.status);
      expect(services.seen.some((request) => request.url.includes('internal'))).toBe(false);
    });

    it('answers an API path in another case with a JSON 404, not the page', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/API/users/me`, {
        dispatcher: new Agent({ localAddress: ownAddress() }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404 });
    });
  });

  describe('per-address limits', () => {
    it('answers 429 with Retry-After once an address passes its requests per minute', async () => {
      const dispatcher = new Agent({ localAddress: ownAddress() });
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof fetch>> | undefined;
      for (let request = 0; request < 31; request++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/grants`, { dispatcher });
        statuses.push(response.status);
        if (response.status === 429) refused = response;
        else await response.body?.cancel();
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused?.json()).toMatchObject({
        statusCode: 429,
        message: expect.stringMatching(
          /^Too many requests from your address\. Please wait \d+ seconds/,
        ),
      });
      // Another address is not affected.
      const other = await fetch(`http://127.0.0.1:${port}/api/grants`, {
        dispatcher: new Agent({ localAddress: ownAddress() }),
      });
      expect(other.status).toBe(200);
    });

    it('refuses connections past the per-address limit with 429', async () => {
      const address = ownAddress();
      const idle: Socket[] = [];
      for (let open = 0; open < 8; open++) {
        idle.push(
          await new Promise<Socket>((resolve) => {
            const socket = connect({ port, host: '127.0.0.1', localAddress: address }, () =>
              resolve(socket),
            );
          }),
        );
      }
      try {
        const ninth = await rawRequest({
          port,
          localAddress: address,
          head: 'GET /api/grants HTTP/1.1\r\nHost: portal.test\r\n\r\n',
        });
        expect(ninth.answer?.status).toBe(429);
        expect(ninth.answer?.headers['retry-after']).toBe('5');
        const elsewhere = await rawRequest({
          port,
          localAddress: ownAddress(),
          head: 'GET /api/grants HTTP/1.1\r\nHost: portal.test\r\n\r\n',
        });
        expect(elsewhere.answer?.status).toBe(200);
      } finally {
        for (const socket of idle) socket.destroy();
      }
    });
  });

  describe('behind trusted proxies', () => {
    it('believes X-Forwarded-For only from a proxy in TRUSTED_PROXIES', async () => {
      const proxy = ownAddress();
      // Closed with the others after the tests.
      const { port: proxyPort } = await startGateway({ TRUSTED_PROXIES: `${proxy}, 10.0.0.0/8` });
      const ask = async (from: string, forwardedFor: string) => {
        const response = await fetch(`http://127.0.0.1:${proxyPort}/api/users/me`, {
          headers: { 'x-forwarded-for': forwardedFor },
          dispatcher: new Agent({ localAddress: from }),
        });
        return ((await response.json()) as { headers: Record<string, string> }).headers[
          'x-forwarded-for'
        ];
      };
      // The member's address, past the trusted hops (a client may prepend anything).
      expect(await ask(proxy, '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
      const stranger = ownAddress();
      expect(await ask(stranger, '203.0.113.9')).toBe(stranger);
    });
  });
});
