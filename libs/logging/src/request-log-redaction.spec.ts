import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createLogger } from './create-logger.js';
import { RequestLogController } from './request-log-controller.js';

/** A token as a service accepts it in `?token=` (its signature is what must never be logged). */
const signature = 'c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const token = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.${signature}`;

/**
 * Each letter of `token` as it may be written: as it is or percent-encoded (either case of hex),
 * and the name in other cases (Fastify's parser is case-sensitive, the redaction is not).
 */
function spellingsOfToken(): string[] {
  let names = [''];
  for (const letter of 'token') {
    const hex = letter.charCodeAt(0).toString(16);
    const forms = [letter, `%${hex}`, `%${hex.toUpperCase()}`];
    names = names.flatMap((name) => forms.map((form) => name + form));
  }
  return [...names, 'TOKEN', 'Token', 'toKEN', '%54oken'];
}

/** Where a parameter may stand in a request's target. */
const placements = [
  (name: string) => `?${name}=${token}`,
  (name: string) => `?a=1&${name}=${token}&b=2`,
  (name: string) => `?a=1;${name}=${token}`,
  (name: string) => `#${name}=${token}`,
  (name: string) => `?a=1#&${name}=${token}`,
  (name: string) => `?+${name}=${token}`,
];

/**
 * The request log of a Fastify server as the services run it (their parser of the query,
 * their request log), asked for a download with the token spelt every way: whenever the route
 * reads the token, the log must not hold it.
 */
describe('the request log of a service reading ?token=', () => {
  const lines: string[] = [];
  let server: FastifyInstance;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const loggerInstance: FastifyBaseLogger = createLogger({
      part: 'files',
      level: 'info',
      destination,
    });
    server = Fastify({
      loggerInstance,
      logController: new RequestLogController({ completedLevel: 'info' }),
    });
    server.get('/api/files/:id', async (request) => {
      const query = request.query as Record<string, unknown>;
      return { tokenRead: query.token === token };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  /** Whether the route read the token from this target (sent byte for byte, not normalised). */
  const tokenRead = (target: string) =>
    new Promise<boolean>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: target, agent }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += String(chunk)));
        answer.on('end', () => resolve((JSON.parse(body) as { tokenRead: boolean }).tokenRead));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  it('never holds a token the route read, however its name was spelt', async () => {
    const targets = spellingsOfToken().flatMap((name) =>
      placements.map((placement) => `/api/files/1${placement(name)}`),
    );
    const read: string[] = [];
    for (let next = 0; next < targets.length; next += 8) {
      const batch = targets.slice(next, next + 8);
      const answers = await Promise.all(batch.map(tokenRead));
      read.push(...batch.filter((_target, index) => answers[index]));
    }
    // What Fastify's parser takes for `token`: percent-encoded letters, after `&`, and after a
    // `#` that starts the query (the case of the letters matters to it).
    expect(read).toEqual(
      expect.arrayContaining([
        `/api/files/1?token=${token}`,
        `/api/files/1?%74oken=${token}`,
        `/api/files/1?tok%65n=${token}`,
        `/api/files/1?a=1&%74%6F%6B%65%6E=${token}&b=2`,
        `/api/files/1#token=${token}`,
        `/api/files/1?a=1#&token=${token}`,
      ]),
    );
    expect(lines.length).toBeGreaterThanOrEqual(read.length);
    const leaking = lines.filter((line) => line.includes(signature));
    expect(leaking).toEqual([]);
  }, 30_000);
});
