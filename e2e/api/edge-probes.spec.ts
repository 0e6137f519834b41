import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageSessionCookie, type LoginResponse } from '@portal/contract';
import type { ApplicationAnswers } from '@portal/contract/applications';
import type { GrantInput } from '@portal/contract/grants';
import { applicationAnswers, grantInput, rawRequest, requestHead } from '@portal/testing';
import jwt from 'jsonwebtoken';
import { submitApplicationThroughApi, torontoDateFromToday } from '../support/applications-api.js';
import { uploadThroughApi } from '../support/files-api.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { registerThroughApi, signInThroughApi } from '../support/sessions.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The key the portal under test signs sessions with (given, so the test can sign its own). */
const jwtSecret = `edge-probes-${randomUUID()}-${randomUUID()}`;
/** A small real PDF (services/files/test/file-fixtures.ts). */
const smallPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A part's JSON log lines, from what the launcher printed (`[files]      {…}`). */
function linesOf(log: string, part: string): string[] {
  const prefix = `[${part}]`;
  return log
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(line.indexOf('{')))
    .filter((line) => line.startsWith('{'));
}

/**
 * The edge as an outsider finds it, on the whole portal started as `npm start` starts it, every
 * part logging every request: addresses that do not decode are 400s, a token in an address in any
 * spelling never reaches a log line, tokens are checked strictly, a member's page is drawn only
 * for a session the gateway verified, API answers are not cached and source maps are not served.
 */
describe('the portal at its edge', () => {
  let portal: PortalProcess;
  let member: LoginResponse;
  let fileId: string;
  let filesUrl: string;

  beforeAll(async () => {
    portal = await PortalProcess.start({ LOG_LEVEL: 'debug', JWT_SECRET: jwtSecret });
    filesUrl = (await portal.addresses()).services.files;
    const admin = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
    const grant = await publishGrantThroughApi(
      portal.url,
      admin,
      await createGrantThroughApi(
        portal.url,
        admin,
        grantInput({
          title: 'Edge probes grant',
          openDate: torontoDateFromToday(-30),
          closeDate: torontoDateFromToday(30),
        }) as GrantInput,
      ),
    );
    member = await registerThroughApi(portal.url, {
      firstName: 'Edge',
      lastName: 'Prober',
      email: 'edge.prober@probes.example',
      cardNumber: 'RS-EDGE-PROBES',
      password: 'edge prober password',
    });
    const application = await submitApplicationThroughApi(
      portal.url,
      member,
      grant._id,
      applicationAnswers() as ApplicationAnswers,
    );
    const upload = await uploadThroughApi(portal.url, member, {
      applicationId: application._id,
      questionKey: '1-2',
      name: 'acceptance.pdf',
      content: smallPdf,
    });
    expect(upload.status).toBe(201);
    fileId = (upload.body as { _id: string })._id;
  });

  afterAll(async () => {
    await portal?.destroy();
  });

  /** One request, sent byte for byte (no client normalises the address), on its own connection. */
  const send = async (target: string, headers: Record<string, string> = {}, port = portal.port) => {
    const exchange = await rawRequest({
      port,
      head: requestHead('GET', target, { headers: { connection: 'close', ...headers } }),
    });
    return exchange.answer;
  };

  /** Waits until `part` has logged the request the gateway named `requestId` (lines arrive late). */
  const logged = (part: string, requestId: string | undefined, since: number) =>
    portal.waitForLine(new RegExp(`\\[${part}\\][^\\n]*"requestId":"${requestId ?? ''}"`), {
      since,
    });

  it('answers addresses that do not decode with 400 and a sentence on every kind of route, with no error in any log', async () => {
    const since = portal.log.length;
    const targets = [
      '/api/users/me?x=%ff',
      '/api/available-grants?%E0%A4%A',
      `/api/files/${fileId}?token=%ff`,
      '/api/users/%ff',
      '/api/health?%ff',
      '/remotes.json?%ff',
      '/%ff',
      '/login?next=%C0%AF',
      '/apply-grant/%ff',
      '/apply-grant?%ff',
      '/remotes/mf-member/%ff',
    ];
    // Its own log line comes last (a path the router cannot decode is answered before any log).
    targets.push('/api/users/me?last=%ff');
    let last: string | undefined;
    for (const target of targets) {
      const answer = await send(target, {
        cookie: `${pageSessionCookie.name}=${member.token}`,
      });
      expect([target, answer?.status]).toEqual([target, 400]);
      expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({
        statusCode: 400,
        code: 'request.invalid',
      });
      last = answer?.headers['x-request-id'];
    }
    await logged('gateway', last, since);
    const written = portal.log.slice(since);
    expect(written).not.toMatch(/URIError|"level":50|"level":60/);
  });

  describe('a token in an address', () => {
    const signature = () => member.token.split('.')[2] ?? '';

    it("is accepted by the files service in every spelling of `token` its parser reads, and never written to a log, the gateway's or a service's", async () => {
      const since = portal.log.length;
      const token = member.token;
      const download = `/api/files/${fileId}`;
      const throughGateway: Array<[string, number]> = [
        [`${download}?token=${token}`, 200],
        [`${download}?%74oken=${token}`, 200],
        [`${download}?tok%65n=${token}`, 200],
        [`${download}?%74%6F%6B%65%6E=${token}`, 200],
        [`${download}?a=1&token=${token}&b=2`, 200],
        [`${download}?TOKEN=${token}`, 401],
        [`${download}?token=${token}&token=${token}`, 401],
        [`${download}?a=1;token=${token}`, 401],
        [`${download}?+token=${token}`, 401],
        [`${download}#token=${token}`, 400],
        [`${download}?token=${token}%ff`, 400],
      ];
      let lastThroughGateway: string | undefined;
      let lastToFiles: string | undefined;
      for (const [target, status] of throughGateway) {
        const answer = await send(target);
        expect([target, answer?.status]).toEqual([target, status]);
        lastThroughGateway = answer?.headers['x-request-id'];
        // A 400 is the gateway's own: the files service never hears of it.
        if (status !== 400) lastToFiles = lastThroughGateway;
      }
      // Straight to the files service (as from inside the network): its router starts the query
      // at a `#` too, so it reads the token there.
      const filesPort = Number(new URL(filesUrl).port);
      const lastDirect = randomUUID();
      for (const target of [`${download}#token=${token}`, `${download}?a=1#&token=${token}`]) {
        const answer = await send(target, { 'x-request-id': lastDirect }, filesPort);
        expect([target, answer?.status]).toEqual([target, 200]);
      }
      await logged('gateway', lastThroughGateway, since);
      await logged('files', lastToFiles, since);
      await logged('files', lastDirect, since);

      // Every request above was logged (the parts log each at debug or info)…
      const written = portal.log.slice(since);
      const filesLines = linesOf(written, 'files');
      expect(filesLines.some((line) => line.includes('%74oken=[REDACTED]'))).toBe(true);
      expect(filesLines.some((line) => line.includes('#token=[REDACTED]'))).toBe(true);
      expect(linesOf(written, 'gateway').length).toBeGreaterThanOrEqual(throughGateway.length);
      // …and not one line of any part holds the token.
      const holding = written.split('\n').filter((line) => line.includes(signature()));
      expect(holding).toEqual([]);
    });
  });

  describe('session tokens', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const sign = (changes: Record<string, unknown>) => {
      const claims = Object.entries({
        ...(jwt.decode(member.token) as jwt.JwtPayload),
        ...changes,
      }).filter(([, value]) => value !== undefined);
      return jwt.sign(Object.fromEntries(claims), jwtSecret, { algorithm: 'HS256' });
    };

    it.each([
      ['without exp', () => sign({ exp: undefined })],
      ['issued an hour from now', () => sign({ iat: now() + 3600, exp: now() + 7200 })],
      ['naming a subject that is not a user id', () => sign({ sub: 'not-a-user-id' })],
      ['with a numeric session id', () => sign({ jti: 42 })],
    ])('are refused with 401 everywhere when %s', async (_how, token) => {
      for (const path of ['/api/users/me', '/api/grant-applications', '/api/available-grants']) {
        const answer = await send(path, { authorization: `Bearer ${token()}` });
        expect([path, answer?.status]).toEqual([path, 401]);
      }
    });

    it('are accepted as identity issues them (the same token re-signed)', async () => {
      expect((await send('/api/users/me', { authorization: `Bearer ${sign({})}` }))?.status).toBe(
        200,
      );
    });
  });

  describe("a member's drawn page", () => {
    /** The services' request lines for the gateway's requests `ids` (it passes its id on). */
    const serviceLinesFor = (ids: readonly string[]) =>
      ['identity', 'grants', 'applications', 'files', 'notifications', 'reviews'].flatMap((part) =>
        linesOf(portal.log, part).filter((line) => ids.some((id) => line.includes(id))),
      );
    const drawnPage = (token: string) =>
      send('/apply-grant', { cookie: `${pageSessionCookie.name}=${token}` });

    it('asks the services nothing, and logs nothing above debug, for a cookie the gateway cannot verify', async () => {
      const since = portal.log.length;
      const forged = jwt.sign(jwt.decode(member.token) as jwt.JwtPayload, `${jwtSecret}-guessed`);
      const forgedPages: string[] = [];
      for (let page = 0; page < 20; page++) {
        const answer = await drawnPage(forged);
        expect(answer?.status).toBe(200);
        expect(answer?.body).not.toContain('portal-drawn-answers');
        forgedPages.push(answer?.headers['x-request-id'] ?? '');
      }
      // The member's own page, after them: once its calls' lines are in, so would theirs be.
      const own = await drawnPage(member.token);
      expect(own?.body).toContain('portal-drawn-answers');
      const ownId = own?.headers['x-request-id'] ?? '';
      for (const part of ['grants', 'applications']) await logged(part, ownId, since);
      expect(forgedPages.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
      expect(serviceLinesFor(forgedPages)).toEqual([]);
      for (const line of linesOf(portal.log.slice(since), 'gateway'))
        expect((JSON.parse(line) as { level: number }).level).toBeLessThanOrEqual(20);
    });
  });

  describe('what may be kept, and what is served', () => {
    it("marks API answers no-store, and keeps a download's own Cache-Control", async () => {
      const me = await send('/api/users/me', { authorization: `Bearer ${member.token}` });
      expect(me?.headers['cache-control']).toBe('no-store');
      const notFound = await send('/api/nothing-here');
      expect([notFound?.status, notFound?.headers['cache-control']]).toEqual([404, 'no-store']);
      const filesPort = Number(new URL(filesUrl).port);
      const direct = await send(
        `/api/files/${fileId}`,
        { authorization: `Bearer ${member.token}` },
        filesPort,
      );
      const proxied = await send(`/api/files/${fileId}`, {
        authorization: `Bearer ${member.token}`,
      });
      expect(proxied?.status).toBe(200);
      expect(proxied?.headers['cache-control']).toBe(
        direct?.headers['cache-control'] ?? 'no-store',
      );
    });

    it('serves no source map of the shell or of a remote, though the build keeps them', async () => {
      const maps = ['shell', 'mf-member', 'mf-staff', 'mf-admin'].flatMap((part) =>
        readdirSync(path.join(repositoryRoot, part, 'dist'))
          .filter((file) => file.endsWith('.js.map'))
          .map((file) => (part === 'shell' ? `/${file}` : `/remotes/${part}/${file}`)),
      );
      expect(maps.some((map) => map.startsWith('/main.'))).toBe(true);
      expect(maps.some((map) => map.startsWith('/remotes/mf-admin/'))).toBe(true);
      for (const map of maps) {
        const answer = await send(map, { 'accept-encoding': 'br, gzip' });
        expect([map, answer?.status]).toEqual([map, 404]);
        // Nor does the script beside it say where its map is.
        const script = await send(map.replace(/\.map$/, ''));
        expect([map, script?.status, script?.body.includes('sourceMappingURL')]).toEqual([
          map,
          200,
          false,
        ]);
      }
    });
  });
});
