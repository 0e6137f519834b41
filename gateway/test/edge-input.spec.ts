import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rawRequest, requestHead } from '@portal/testing';
import { Agent, fetch } from 'undici';
import { sourceMaps } from './fake-web-root.js';
import { sessionToken } from './session-tokens.js';
import { TestGateways } from './test-gateways.js';

/** Each test speaks from its own loopback address, so per-address limits never mix. */
let nextAddress = 10;
const ownAddress = () => `127.0.1.${nextAddress++}`;

/** A port nothing listens on: the notifications service, gone. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * What anyone can send the gateway: addresses that do not decode, paths to source maps,
 * tokens spelt every way. The answers are 4xx with a sentence, nothing reaches a service that
 * should not, API answers are never kept by a cache, and no token reaches the log.
 */
describe('the gateway, given what anyone can send', () => {
  const gateways = new TestGateways();
  const { services, logLines } = gateways;
  let port: number;
  let base: string;

  beforeAll(async () => {
    await gateways.start();
    ({ port, base } = await gateways.gateway({
      // Nothing listens there: the notifications service, gone.
      NOTIFICATIONS_URL: `http://127.0.0.1:${await closedPort()}`,
      MAX_UPLOAD_MB: '1',
      RATE_LIMIT_PER_MINUTE: '20',
    }));
  });

  afterAll(() => gateways.stop());

  const from = (address = ownAddress()) => ({ dispatcher: new Agent({ localAddress: address }) });
  /** Lines at warn or above (pino: 40 warn, 50 error, 60 fatal), or with a stack trace. */
  const troubledLines = () =>
    logLines.filter(
      (line) => (JSON.parse(line) as { level: number }).level >= 40 || /stack/.test(line),
    );

  describe('an address that does not decode', () => {
    const member = sessionToken();
    const malformed: Array<[method: string, target: string]> = [
      ['GET', '/api/users/me?x=%ff'],
      ['GET', '/api/available-grants?%E0%A4%A'],
      ['GET', '/api/files/0b7c4e2a-5d1f-4c3b-9a8e-7f6d5c4b3a21?token=%ff'],
      ['GET', '/api/users/me?x=%zz'],
      ['GET', '/api/users/me?x=%'],
      ['GET', '/api/users/me?x=%4'],
      ['GET', '/api/grants?title=%E0%A4'],
      ['GET', '/api/grants?title=%C0%AF'],
      ['GET', '/api/grants?title=%ED%A0%80'],
      ['GET', '/api/grants?%ff=1'],
      ['GET', '/api/users/%ff'],
      ['GET', '/api/grant-applications/%E0%A4%A'],
      ['DELETE', '/api/grants/%ff'],
      ['POST', '/api/users/login?x=%ff'],
      ['POST', '/api/files/upload?applicationId=%ff'],
      ['GET', '/api/health?%ff'],
      ['GET', '/remotes.json?%ff'],
      ['GET', '/%ff'],
      ['GET', '/login?next=%ff'],
      ['GET', '/apply-grant/%ff'],
      ['GET', '/apply-grant/1?%ff'],
      ['GET', '/my-applications?%ff'],
      ['GET', '/my-applications/%ff'],
      ['HEAD', '/user-dashboard?%ff'],
      ['GET', '/assets/main.0123456789.js?v=%ff'],
      ['GET', '/assets/%ff.js'],
      ['GET', '/remotes/mf-member/remoteEntry.0123456789.js?%ff'],
      ['GET', '/remotes/mf-member/%ff'],
      ['GET', '/api/files/1#token=abc'],
      ['GET', '/my-applications#%ff'],
    ];

    it.each(malformed)(
      'answers %s %s with 400 and a sentence, before any service or page sees it, with no error in the log',
      async (method, target) => {
        const seenBefore = services.seen.length;
        const linesBefore = logLines.length;
        const body = method === 'POST' ? '{}' : '';
        if (method === 'HEAD') {
          const response = await fetch(`${base}${target}`, {
            ...from(),
            method,
            headers: { cookie: `portal-page-session=${member}` },
          });
          expect([response.status, response.headers.get('cache-control')]).toEqual([
            400,
            'no-store',
          ]);
          expect(services.seen.length).toBe(seenBefore);
          return;
        }
        const exchange = await rawRequest({
          port,
          localAddress: ownAddress(),
          head: requestHead(method, target, {
            contentLength: body.length,
            headers: {
              cookie: `portal-page-session=${member}`,
              'content-type': 'application/json',
            },
          }),
          bodyBytes: body.length,
          chunk: Buffer.from(body),
        });
        expect(exchange.answer?.status).toBe(400);
        expect(JSON.parse(exchange.answer?.body ?? '{}')).toEqual({
          statusCode: 400,
          code: 'request.invalid',
          error: 'Bad Request',
          message: expect.stringMatching(/^This address is not valid/),
        });
        expect(exchange.answer?.headers['cache-control']).toBe('no-store');
        expect(exchange.answer?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(services.seen.length).toBe(seenBefore);
        const lines = logLines.slice(linesBefore);
        expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40)).toEqual(
          [],
        );
        expect(lines.filter((line) => line.includes('stack'))).toEqual([]);
      },
    );

    it.each([
      [
        'raw UTF-8 bytes in the request line',
        Buffer.from('GET /api/users/\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'),
      ],
      [
        'a header without a colon',
        Buffer.from('GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'),
      ],
      ['not HTTP at all', Buffer.from('\u0016\u0003\u0001\u0000 hello\r\n\r\n', 'latin1')],
    ])("answers %s in the portal's error shape, 400 request.invalid", async (_what, bytes) => {
      const linesBefore = logLines.length;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect({ port, host: '127.0.0.1' });
        let received = '';
        socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
        socket.write(bytes);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(head.toLowerCase()).toContain('cache-control: no-store');
      expect(JSON.parse(body)).toEqual({
        statusCode: 400,
        code: 'request.invalid',
        message: 'This request is not valid HTTP.',
        error: 'Bad Request',
      });
      expect(logLines.slice(linesBefore)).toEqual([]);
    });

    it('passes well-formed escapes through as they were sent', async () => {
      for (const target of [
        '/api/grants?title=caf%C3%A9+%26+th%C3%A9&page=2',
        '/api/users/caf%C3%A9',
        '/api/grants?q=%F0%9F%8E%93',
      ]) {
        const response = await fetch(`${base}${target}`, from());
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ url: target });
      }
    });
  });

  describe('Cache-Control of what the API answers', () => {
    const cacheControlOf = async (target: string, init: Parameters<typeof fetch>[1] = {}) => {
      const response = await fetch(`${base}${target}`, { ...from(), ...init });
      await response.arrayBuffer();
      return [response.status, response.headers.get('cache-control')];
    };

    it("is no-store for a service's JSON answer, compressed or not, to any method", async () => {
      const padding = { 'x-test-padding': 'a'.repeat(2000) };
      expect(await cacheControlOf('/api/grants')).toEqual([200, 'no-store']);
      expect(
        await cacheControlOf('/api/available-grants', {
          headers: { ...padding, 'accept-encoding': 'br' },
        }),
      ).toEqual([200, 'no-store']);
      expect(
        await cacheControlOf('/api/grant-applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ).toEqual([200, 'no-store']);
    });

    it('keeps the Cache-Control a service set itself, as a download does', async () => {
      expect(
        await cacheControlOf('/api/files/1', {
          headers: { 'x-test-cache-control': 'private, max-age=3600' },
        }),
      ).toEqual([200, 'private, max-age=3600']);
    });

    it("keeps the Content-Security-Policy a service set itself (a document's), and gives the portal's to the rest", async () => {
      const documentPolicy = "default-src 'none'; img-src 'self'; sandbox";
      const policyOf = async (headers: Record<string, string>) => {
        const response = await fetch(`${base}/api/files/1`, { ...from(), headers });
        await response.arrayBuffer();
        return response.headers.get('content-security-policy');
      };
      expect(await policyOf({ 'x-test-content-security-policy': documentPolicy })).toBe(
        documentPolicy,
      );
      expect(await policyOf({})).toContain("script-src 'self'");
    });

    it("is no-store for the gateway's own refusals and failures", async () => {
      expect(await cacheControlOf('/api/nothing-here')).toEqual([404, 'no-store']);
      expect(await cacheControlOf('/API/users/me')).toEqual([404, 'no-store']);
      expect(await cacheControlOf('/api/users/..%2finternal')).toEqual([400, 'no-store']);
      expect(await cacheControlOf('/assets/missing.0123456789.js')).toEqual([404, 'no-store']);
      // The notifications service is gone.
      expect(await cacheControlOf('/api/notifications')).toEqual([503, 'no-store']);
      const tooLarge = await rawRequest({
        port,
        localAddress: ownAddress(),
        head: requestHead('POST', '/api/grants', { contentLength: 2 * 1024 * 1024 }),
        bodyBytes: 2 * 1024 * 1024,
        intervalMs: 20,
      });
      expect([tooLarge.answer?.status, tooLarge.answer?.headers['cache-control']]).toEqual([
        413,
        'no-store',
      ]);
      const address = ownAddress();
      const statuses: Array<[number, string | null]> = [];
      for (let call = 0; call < 21; call++) {
        const response = await fetch(`${base}/api/grants`, from(address));
        await response.arrayBuffer();
        statuses.push([response.status, response.headers.get('cache-control')]);
      }
      expect(statuses.at(-1)).toEqual([429, 'no-store']);
    });

    it('leaves the cache rules of pages, scripts and the remotes manifest as they were', async () => {
      expect(await cacheControlOf('/login')).toEqual([200, 'no-cache']);
      expect(await cacheControlOf('/remotes.json')).toEqual([200, 'no-cache']);
      expect(await cacheControlOf('/assets/main.0123456789.js')).toEqual([
        200,
        'public, max-age=31536000, immutable',
      ]);
      expect(await cacheControlOf('/api/health')).toEqual([503, 'no-store']);
    });
  });

  describe('source maps', () => {
    const spellings = sourceMaps.flatMap((map) => [
      map,
      `${map}?v=1`,
      map.replace(/\.map/, '.MAP'),
      ...(map.endsWith('.map') ? [`${map}.br`, `${map}.gz`] : []),
    ]);

    it('are kept in the build folders (the test would see them served)', () => {
      for (const map of sourceMaps) {
        const onDisk = map.startsWith('/remotes/')
          ? path.join(gateways.webRoot, map.split('/')[2] ?? '', 'dist', ...map.split('/').slice(3))
          : path.join(gateways.webRoot, 'shell', 'dist', map);
        expect([map, existsSync(onDisk)]).toEqual([map, true]);
      }
    });

    it.each(spellings)('are never served: %s answers 404', async (address) => {
      for (const encoding of ['br, gzip', 'identity']) {
        const response = await fetch(`${base}${address}`, {
          ...from(),
          headers: { 'accept-encoding': encoding },
        });
        const body = await response.text();
        expect([address, response.status]).toEqual([address, 404]);
        expect(body).not.toContain('adminScreen');
      }
    });

    it('leave the scripts beside them served', async () => {
      expect((await fetch(`${base}/assets/main.0123456789.js`, from())).status).toBe(200);
      expect(
        (await fetch(`${base}/remotes/mf-admin/remoteEntry.0123456789.js`, from())).status,
      ).toBe(200);
    });
  });

  describe('tokens sent in an address', () => {
    const token = sessionToken();
    const signature = token.split('.')[2] ?? '';
    const file = '/api/files/0b7c4e2a-5d1f-4c3b-9a8e-7f6d5c4b3a21';

    it('never reach the log, however they are spelt, whatever the answer', async () => {
      const targets = [
        `${file}?token=${token}`,
        `${file}?%74oken=${token}`,
        `${file}?tok%65n=${token}`,
        `${file}?%74%6F%6B%65%6E=${token}`,
        `${file}?TOKEN=${token}`,
        `${file}?a=1&token=${token}&token=${token}`,
        `${file}?a=1;token=${token}`,
        `${file}#token=${token}`,
        `${file}?a=1#&token=${token}`,
        `${file}?token=${token}%ff`,
        `/api/nothing?token=${token}`,
        `/api/notifications?token=${token}`,
        `/apply-grant/1?token=${token}`,
        `/assets/missing.js.map?token=${token}`,
      ];
      const linesBefore = logLines.length;
      for (const target of targets) {
        const exchange = await rawRequest({
          port,
          localAddress: ownAddress(),
          head: requestHead('GET', target, {
            headers: { authorization: `Bearer ${token}`, cookie: `portal-page-session=${token}` },
          }),
        });
        expect([target, exchange.answer?.status]).toEqual([target, expect.any(Number)]);
      }
      const lines = logLines.slice(linesBefore);
      // Every request wrote its line (debug), and the gone service its error line.
      expect(lines.length).toBeGreaterThanOrEqual(targets.length);
      expect(lines.some((line) => /notifications service did not answer/.test(line))).toBe(true);
      expect(lines.filter((line) => line.includes(signature))).toEqual([]);
      expect(troubledLines().filter((line) => line.includes(signature))).toEqual([]);
    });
  });
});
