// The gateway's edge against the real services, started as `npm start` starts them: bodies too
// large, too deep, too slow or too many, and every spelling of an internal path. What a member
// relies on: no request is answered 5xx or hangs, and an attack from one address does not slow
// anybody else down.
import { startSlowClients } from '@portal/bench/slow-clients';
import { PortalProcess } from '@portal/launcher/portal-process';
import { rawRequest, requestHead } from '@portal/testing';
import { Agent, request } from 'undici';
import { registerThroughApi } from '../support/sessions.js';

const admin = { email: 'admin@faults.example', password: 'faults admin password 1234' };
const member = {
  firstName: 'Fault',
  lastName: 'Finder',
  email: 'fault.finder@faults.example',
  cardNumber: 'RS-FAULTS-1',
  password: 'fault finder password',
};

/** Longer than this is a call left hanging (the faults hung 15–60 s); speed is the bench's job. */
const hangMs = 5_000;

describe('the gateway under abuse, in front of the real services', () => {
  let portal: PortalProcess;
  let port: number;
  let memberToken: string;

  beforeAll(async () => {
    portal = await PortalProcess.start({ admin, env: { MAX_UPLOAD_MB: '1' } });
    port = portal.port;
    memberToken = (await registerThroughApi(portal.url, member)).token;
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  // Hang detectors, not speed checks (the speed is `npm run bench`'s): the faults made calls hang
  // 15–60 s; an answer within 5 s, on a machine busy with other tests, is not a hang.
  it('answers the sequence of fault 1, 200 times over, with no 5xx and no call left hanging', async () => {
    const login = (body: string) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const sequence = [
      login(JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@x.org`, password: 'x' })),
      login(JSON.stringify({ email: 'a@x.org', password: 'p'.repeat(1024 * 1024) })),
      login('['.repeat(20_000)),
      login(JSON.stringify({ email: 'nul\u0000byte@x.org', password: 'a long enough password' })),
      login(JSON.stringify({ email: member.email, password: member.password })),
    ];
    const statuses = new Map<number, number>();
    const slow: Array<{ round: number; step: number; ms: number }> = [];
    for (let round = 0; round < 200; round++) {
      // One keep-alive client per round, each from its own address, as 200 members would be.
      const client = new Agent({
        localAddress: `127.0.${1 + Math.floor(round / 250)}.${(round % 250) + 2}`,
        headersTimeout: 15_000,
        bodyTimeout: 15_000,
      });
      for (const [step, call] of sequence.entries()) {
        const started = performance.now();
        const answer = await request(`${portal.url}/api/users/login`, {
          ...call,
          dispatcher: client,
        });
        await answer.body.text();
        const ms = performance.now() - started;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        if (ms > hangMs) slow.push({ round, step, ms });
      }
      await client.close();
    }
    expect(Object.fromEntries(statuses)).toEqual({ 413: 400, 400: 400, 200: 200 });
    expect(slow).toEqual([]);
  });

  it('keeps answering /api/users/me for a member while 100 slow-body clients attack from another address', async () => {
    const attack = startSlowClients({
      baseUrl: portal.url,
      clients: 100,
      localAddress: '127.0.9.9',
      intervalMs: 1_000,
    });
    try {
      const client = new Agent({ localAddress: '127.0.9.10' });
      // Let the attackers take whatever they can first.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const latencies: number[] = [];
      for (let call = 0; call < 300; call++) {
        const started = performance.now();
        const answer = await request(`${portal.url}/api/users/me`, {
          headers: { authorization: `Bearer ${memberToken}` },
          dispatcher: client,
        });
        await answer.body.text();
        expect(answer.statusCode).toBe(200);
        latencies.push(performance.now() - started);
      }
      await client.close();
      // The fault: every call timed out after 20 s.
      expect(Math.max(...latencies)).toBeLessThan(hangMs);
      // The attackers were held at the edge: refused past 64 connections, or cut off.
      expect(attack.answers.get(429) ?? 0).toBeGreaterThan(0);
    } finally {
      attack.stop();
    }
  });

  it('cuts a 30 MB chunked body to a JSON route at 1 MiB with 413', async () => {
    const exchange = await rawRequest({
      port,
      head: requestHead('POST', '/api/users/login', { chunked: true }),
      bodyBytes: 30 * 1024 * 1024,
      intervalMs: 1,
      chunked: true,
    });
    expect(exchange.answer?.status).toBe(413);
    expect(exchange.answer?.headers.connection).toBe('close');
    expect(exchange.bodyBytesSent).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses a 2 MB upload with MAX_UPLOAD_MB=1 before it is sent whole', async () => {
    const exchange = await rawRequest({
      port,
      head: requestHead('POST', '/api/files/upload', {
        contentLength: 2 * 1024 * 1024,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          authorization: `Bearer ${memberToken}`,
        },
      }),
      bodyBytes: 2 * 1024 * 1024,
      intervalMs: 10,
    });
    expect(exchange.answer?.status).toBe(413);
    expect(JSON.parse(exchange.answer?.body ?? '{}').message).toBe(
      'The file is too large. The largest file accepted is 1 MB.',
    );
    expect(exchange.bodyBytesSent).toBeLessThan(2 * 1024 * 1024);
  });

  it("passes on the files service's own early answer to an upload, never a 503", async () => {
    const exchange = await rawRequest({
      port,
      head: requestHead('POST', '/api/files/upload', {
        contentLength: 900_000,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      bodyBytes: 900_000,
      intervalMs: 20,
    });
    // No token: the service refuses before reading the body.
    expect(exchange.answer?.status).toBeGreaterThanOrEqual(400);
    expect(exchange.answer?.status).toBeLessThan(500);
    expect(JSON.parse(exchange.answer?.body ?? '{}')).toHaveProperty('message');
  });

  it.each([
    '/internal/principal',
    '/INTERNAL/principal',
    '/Internal/Principal',
    '/api/users/../../internal/principal',
    '/api/users/%2e%2e/%2e%2e/internal/principal',
    '/api/users/%2E%2e/%2e%2E/internal/principal',
    '/api/users/..%2f..%2finternal%2fprincipal',
    '/api/users%2f..%2f..%2finternal%2fprincipal',
    '/api/users/..\\..\\internal\\principal',
    '/api/users/%5c..%5c..%5cinternal%5cprincipal',
    '//internal/principal',
    '/api//users/../../internal/principal',
    '/API/USERS/../../INTERNAL/PRINCIPAL',
    '/api/users/me/..;/../internal/principal',
  ])('never lets %s reach /internal/principal', async (spelling) => {
    const exchange = await rawRequest({
      port,
      head: `GET ${spelling} HTTP/1.1\r\nHost: portal.test\r\nAuthorization: Bearer ${memberToken}\r\n\r\n`,
    });
    expect([400, 404]).toContain(exchange.answer?.status);
    expect(exchange.answer?.body).not.toContain('userType');
  });
});
