import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { collectGarbageWhenIdle } from './idle-collection.js';
import { plainRequest } from './plain-request.js';

/** Waits until `count()` reaches `expected` (timers run late on a busy machine). */
async function eventually(count: () => number, expected: number): Promise<void> {
  for (let waited = 0; waited < 5_000 && count() < expected; waited += 20) await sleep(20);
  expect(count()).toBe(expected);
}

describe('collectGarbageWhenIdle', () => {
  const idleMs = 400;
  let server: http.Server;
  let base: string;
  let collections: number;
  let release: (() => void) | undefined;
  const get = (path: string) => plainRequest(`${base}${path}`, { timeoutMs: 5_000 });

  beforeEach(async () => {
    collections = 0;
    server = http.createServer((request, response) => {
      if (request.url === '/held') {
        // Answered only when the test says so: a request in flight.
        release = () => response.end('late');
        return;
      }
      response.end('ok');
    });
    collectGarbageWhenIdle(server, {
      idleMs,
      quietPaths: ['/health'],
      collect: () => (collections += 1),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('collects once after start-up and once after each quiet spell that follows use', async () => {
    await eventually(() => collections, 1);
    await sleep(idleMs * 2);
    expect(collections).toBe(1);

    await get('/anything');
    await get('/anything');
    expect(collections).toBe(1);
    await eventually(() => collections, 2);
  });

  it('does not collect while requests keep coming, nor while one is in flight', async () => {
    for (let requests = 0; requests < 20; requests += 1) {
      await get('/busy');
      await sleep(idleMs / 20);
    }
    expect(collections).toBe(0);

    const held = get('/held');
    await sleep(idleMs * 2);
    expect(collections).toBe(0);
    release?.();
    await held;
    await eventually(() => collections, 1);
  });

  it('takes health checks for no use at all', async () => {
    await eventually(() => collections, 1);
    for (let requests = 0; requests < 10; requests += 1) {
      await get('/health');
      await sleep(idleMs / 4);
    }
    await sleep(idleMs * 2);
    expect(collections).toBe(1);
  });

  it('does nothing where V8 does not expose its collector (no --expose-gc)', () => {
    const bare = http.createServer();
    const listeners = bare.listenerCount('request');
    collectGarbageWhenIdle(bare);
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
    expect(bare.listenerCount('request')).toBe(listeners);
  });
});
