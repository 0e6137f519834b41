import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { plainRequest } from './plain-request.js';

describe('plainRequest', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ method?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({
          method: request.method,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        if (request.url === '/slow') return; // never answers
        if (request.url === '/cut') {
          response.writeHead(200, { 'content-length': '100' });
          response.write('only part of it');
          setTimeout(() => response.destroy(), 20);
          return;
        }
        response.writeHead(request.url === '/missing' ? 404 : 200, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify({ path: request.url, crème: 'brûlée' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the status and the body as text, whatever the status', async () => {
    const ok = await plainRequest(`${base}/health`, { timeoutMs: 2_000 });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text)).toEqual({ path: '/health', crème: 'brûlée' });
    const missing = await plainRequest(new URL('/missing', base), { timeoutMs: 2_000 });
    expect(missing.status).toBe(404);
  });

  it('sends the method, the headers and the body with its length in bytes', async () => {
    const body = JSON.stringify({ name: 'Zoë' });
    await plainRequest(`${base}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-test': 'yes' },
      body,
      timeoutMs: 2_000,
    });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-portal-test']).toBe('yes');
    expect(request?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(request?.body).toBe(body);
  });

  it('gives up after its deadline', async () => {
    await expect(plainRequest(`${base}/slow`, { timeoutMs: 100 })).rejects.toThrow(
      'no answer within 100 ms',
    );
  });

  it('rejects an answer cut short', async () => {
    await expect(plainRequest(`${base}/cut`, { timeoutMs: 2_000 })).rejects.toThrow();
  });

  it('rejects when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(plainRequest(`http://127.0.0.1:${port}/`, { timeoutMs: 2_000 })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });

  it('refuses anything but http and https', async () => {
    await expect(plainRequest('ftp://127.0.0.1/', { timeoutMs: 2_000 })).rejects.toThrow(
      'not ftp:',
    );
  });
});
