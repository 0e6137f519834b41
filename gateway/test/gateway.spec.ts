import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readDrawnAnswers } from '@portal/contract';
import { sessionToken } from './session-tokens.js';
import { TestGateways } from './test-gateways.js';
import {
  fakeDataPageCalls,
  fakeInlineScriptHash,
  memberStylesheet,
  shellStylesheet,
} from './fake-web-root.js';
import { appStartScript, appStartScriptHash, signedInHintsScriptHash } from '@portal/page-drawing';

describe('gateway', () => {
  const gateways = new TestGateways();
  const { services, logLines } = gateways;
  let base: string;

  beforeAll(async () => {
    await gateways.start();
    ({ base } = await gateways.gateway({ MAX_UPLOAD_MB: '1' }));
  });

  afterAll(() => gateways.stop());

  describe('/api', () => {
    it.each([
      ['/api/users/login', 'identity'],
      ['/api/users', 'identity'],
      ['/api/grants/5/submit', 'grants'],
      ['/api/available-grants', 'grants'],
      ['/api/grant-applications?userOnly=true', 'applications'],
      ['/api/files/admin/all', 'files'],
      ['/api/notifications/unread-count', 'notifications'],
      ['/api/notifications?limit=5', 'notifications'],
      ['/api/admin/notifications?state=failed', 'notifications'],
      ['/api/reviews/assigned', 'reviews'],
    ])('sends %s to the %s service, path and query unchanged', async (path, service) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ service, url: path });
    });

    it('drops internal headers a client sends and sets its own', async () => {
      const response = await fetch(`${base}/api/users/me`, {
        headers: {
          authorization: 'Bearer abc',
          'x-forwarded-for': '6.6.6.6',
          'x-request-id': 'forged-request-id',
          'x-internal-user': 'admin',
        },
      });
      const seen = (await response.json()) as { headers: Record<string, string> };
      expect(seen.headers.authorization).toBe('Bearer abc');
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-internal-user']).toBeUndefined();
      expect(seen.headers['x-request-id']).not.toBe('forged-request-id');
      expect(seen.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
    });

    it('streams a request body to the service while it is still being sent', async () => {
      let firstBytesArrived!: () => void;
      const arrived = new Promise<void>((resolve) => (firstBytesArrived = resolve));
      services.onFirstBodyBytes = () => firstBytesArrived();
      const chunk = Buffer.alloc(64 * 1024, 1);
      const answer = new Promise<{ bodyBytes: number }>((resolve, reject) => {
        const request = httpRequest(`${base}/api/files/upload`, {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            'content-length': String(chunk.length * 2),
          },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (data: Buffer) => (text += String(data)));
          response.on('end', () => resolve(JSON.parse(text) as { bodyBytes: number }));
        });
        request.on('error', reject);
        request.write(chunk);
        // The second half is sent only once the service has received the first: a gateway
        // that buffered the body would wait for it forever.
        void arrived.then(() => request.end(chunk));
      });
      await expect(answer).resolves.toMatchObject({ bodyBytes: chunk.length * 2 });
      services.onFirstBodyBytes = undefined;
    });

    it('refuses an upload over MAX_UPLOAD_MB at once, without bothering the service', async () => {
      const before = services.seen.length;
      const response = await fetch(`${base}/api/files/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(2 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        statusCode: 413,
        message: 'The file is too large. The largest file accepted is 1 MB.',
        error: 'Payload Too Large',
        code: 'request.too_large',
      });
      expect(services.seen.length).toBe(before);
    });

    describe('compression of answers', () => {
      // The fake service echoes the request, headers included: padding makes the answer large.
      const padding = { 'x-test-padding': 'a'.repeat(2000) };

      it.each(['br', 'gzip'])(
        'compresses a large JSON answer to a GET with %s when the browser takes it',
        async (encoding) => {
          const response = await fetch(`${base}/api/available-grants`, {
            headers: { ...padding, 'accept-encoding': encoding },
          });
          expect(response.headers.get('content-encoding')).toBe(encoding);
          expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
          // fetch decompresses: the body is the service's answer, whole.
          expect(await response.json()).toMatchObject({ service: 'grants' });
        },
      );

      it('leaves small answers, answers to other methods and browsers without it alone', async () => {
        const small = await fetch(`${base}/api/users/me`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        const posted = await fetch(`${base}/api/grant-applications`, {
          method: 'POST',
          headers: {
            ...padding,
            'accept-encoding': 'br, gzip',
            'content-type': 'application/json',
          },
          body: '{}',
        });
        const plain = await fetch(`${base}/api/available-grants`, {
          headers: { ...padding, 'accept-encoding': 'identity' },
        });
        for (const response of [small, posted, plain]) {
          expect(response.status).toBe(200);
          expect(response.headers.get('content-encoding')).toBeNull();
          await response.arrayBuffer();
        }
      });
    });

    it('answers an unknown API address with a JSON 404', async () => {
      const response = await fetch(`${base}/api/nothing-here`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        statusCode: 404,
        message: 'There is no such address in the API.',
      });
    });

    it('never writes a token to its log, even when a call fails', async () => {
      await fetch(`${base}/api/files/abc?token=very.secret.token`, {
        headers: { authorization: 'Bearer very.secret.token' },
      });
      await fetch(`${base}/api/nothing?token=very.secret.token`);
      expect(logLines.join('')).toContain('token=[REDACTED]');
      expect(logLines.join('')).not.toContain('very.secret.token');
    });
  });

  describe('GET /api/health', () => {
    it('answers 200 when the six services are up', async () => {
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        services: {
          identity: 'up',
          grants: 'up',
          applications: 'up',
          files: 'up',
          notifications: 'up',
          reviews: 'up',
        },
      });
    });

    it('answers 503 naming the services that are down', async () => {
      services.unhealthy.add('grants');
      try {
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          status: 'degraded',
          services: {
            identity: 'up',
            grants: 'down',
            applications: 'up',
            files: 'up',
            notifications: 'up',
            reviews: 'up',
          },
        });
      } finally {
        services.unhealthy.delete('grants');
      }
    });
  });

  describe('the web pages', () => {
    it("serves the shell's page for / as the build drew it, and must-revalidate", async () => {
      const response = await fetch(`${base}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('drawn welcome page');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    });

    it("lets the drawn pages' inline script run by its hash, and no other inline script", async () => {
      const response = await fetch(`${base}/login`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1].split(' ');
      expect(scriptSources).toEqual([
        "'self'",
        fakeInlineScriptHash,
        signedInHintsScriptHash,
        appStartScriptHash,
      ]);
    });

    it("starts the shell's main script after the first paint: preloaded at high priority, started by a script let run by its hash", async () => {
      for (const page of ['/', '/user-dashboard', '/no/such/page']) {
        const response = await fetch(`${base}${page}`);
        const html = await response.text();
        expect(html).not.toContain('defer src="/assets/main.0123456789.js"');
        expect(html).toContain(
          '<link rel="preload" as="script" fetchpriority="high" href="/assets/main.0123456789.js" id="portal-main-script">' +
            `<script>${appStartScript}</script>`,
        );
        const hash = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;
        expect(hash).toBe(appStartScriptHash);
        expect(response.headers.get('content-security-policy')).toContain(hash);
      }
    });

    it("lets the signed-in routes' hints script run: the script in the page is the one hashed", async () => {
      const response = await fetch(`${base}/user-dashboard`);
      const html = await response.text();
      const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)]
        .map((match) => match[1])
        .filter((script) => script !== appStartScript);
      expect(inline).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64')}'`;
      expect(response.headers.get('content-security-policy')).toContain(hash);
    });

    it("answers any page path with the shell's plain page, so the shell's router decides", async () => {
      for (const page of ['/user-dashboard', '/grants/123/edit', '/no/such/page', '/register']) {
        const response = await fetch(`${base}${page}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('shell page');
      }
    });

    it('answers a route the build drew ahead of time with that page, whatever the query or a trailing slash', async () => {
      for (const page of ['/login', '/login?next=%2Fapply-grant', '/login/']) {
        const html = await (await fetch(`${base}${page}`)).text();
        expect(html).toContain('<div id="root">drawn login form</div>');
        expect(html).not.toContain('shell page');
      }
    });

    it("puts the page a remote drew in the slot the shell's drawn page left for it, and the remote's stylesheet written in, for a visitor with a stored session", async () => {
      const html = await (await fetch(`${base}/my-applications`)).text();
      expect(html).toContain(
        '<template>drawn member frame: <div class="page"><h1>drawn applications page</h1></div></template>',
      );
      expect(html).not.toContain('data-portal-remote-page');
      // Shown before the remote's code has arrived, which would otherwise bring its styles; only
      // to a member. Written into the page: the first paint waits for no stylesheet's request.
      // Still fetched ahead (the remote's code asks for the file as it starts), after the scripts.
      // Right after the shell's stylesheet: the remote's comes after it, as when its code adds it.
      const hints = /<\/style><template id="portal-signed-in-hints">(.*?)<\/template><script>/.exec(
        html,
      )?.[1];
      expect(hints).toContain(
        '<style data-href="/remotes/mf-member/routes.0123456789.css">' +
          memberStylesheet.replace('</style>', '<\\/style>') +
          '</style>',
      );
      expect(hints).toMatch(
        /<link rel="preload" href="\/remotes\/mf-member\/routes\.0123456789\.css" as="style">$/,
      );
      // The shell's own stylesheet is written in too, and nothing is linked render-blocking.
      expect(html).toContain(`<style data-href="/main.0123456789.css">${shellStylesheet}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
    });

    it("leaves the slot empty, and adds no remote's stylesheet, when the remote drew no page for the route", async () => {
      const html = await (await fetch(`${base}/apply-grant`)).text();
      expect(html).toContain(
        '<template>drawn member frame: <div data-portal-remote-page="mf-member"></div></template>',
      );
      expect(html).not.toContain('<style data-href="/remotes/');
    });

    describe("a member's data page (@portal/page-drawing's DataPages)", () => {
      const lenaToken = sessionToken();
      const slowToken = sessionToken();
      const sameAnswersToken = sessionToken();
      const refusedToken = sessionToken();
      beforeAll(() => {
        services.tokens.set(slowToken, 'slow');
        services.tokens.set(sameAnswersToken, 'same-answer');
        services.tokens.set(refusedToken, 'refused');
      });

      const withCookie = (token: string, init: RequestInit = {}) =>
        fetch(`${base}/my-applications`, {
          ...init,
          headers: { cookie: `other=1; portal-page-session=${token}`, ...init.headers },
        });

      it("is drawn with the member's data when the request carries their page-session cookie: the page's calls asked with their token, the page kept by their browser only", async () => {
        const before = services.seen.length;
        const answer = await withCookie(lenaToken);
        const html = await answer.text();
        expect(html).toContain(
          '<template>drawn member frame: <div class="page">/my-applications drawn with: ' +
            'applications /api/grant-applications/drafts; applications /api/grant-applications?userOnly=true; grants /api/available-grants</div>',
        );
        expect(answer.headers.get('cache-control')).toBe('private, no-cache');
        expect(answer.headers.get('vary')).toBe('accept-encoding, cookie');
        // Drawn for a member the services answered: the route's files are hinted outright.
        expect(html).not.toContain('portal-signed-in-hints');
        expect(html).toMatch(
          /<style data-href="\/main\.0123456789\.css">[^<]*<\/style><style data-href="\/remotes\/mf-member\/routes\.0123456789\.css">[^]*?<\/style><link rel="preload" href="\/remotes\/mf-member\/remoteEntry/,
        );
        // A call that follows from another's answer is asked after it.
        const asked = services.seen.slice(before);
        const [first, together, second] = fakeDataPageCalls;
        expect(asked.slice(0, 2).map((seen) => seen.url)).toEqual(
          expect.arrayContaining([first, together]),
        );
        expect(asked[2]?.url).toBe(second);
        for (const seen of asked) {
          expect(seen.headers.authorization).toBe(`Bearer ${lenaToken}`);
          expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
          expect(seen.headers.cookie).toBeUndefined();
        }
        expect(logLines.join('')).not.toContain(lenaToken);
      });

      it('carries the answers it was drawn with, for the app to start from', async () => {
        const html = await (await withCookie(lenaToken)).text();
        const block =
          /<script type="application\/json" id="portal-drawn-answers">([^<]*)<\/script><\/template>/.exec(
            html,
          )?.[1];
        const carried = readDrawnAnswers(block);
        expect(carried?.address).toBe('/my-applications');
        // In the order the page asks them, not the order they came back in (the first came
        // back last of its round): the same data makes the same page and the same ETag.
        expect(carried?.answers.map(([call]) => call)).toEqual(fakeDataPageCalls);
        expect(carried?.answers[0]?.[1]).toMatchObject({ service: 'applications' });
      });

      it('goes out as the build drew it when the services do not answer in time', async () => {
        const before = services.seen.length;
        const slow = await withCookie(slowToken);
        expect(slow.status).toBe(200);
        const html = await slow.text();
        expect(html).toContain('drawn applications page');
        expect(html).not.toContain('portal-drawn-answers');
        expect(services.seen.length).toBe(before);
      });

      it('answers 304 when the browser has that page already, compressed otherwise', async () => {
        const first = await withCookie(sameAnswersToken);
        const etag = first.headers.get('etag') ?? '';
        expect(etag).not.toBe('');
        expect(
          (await withCookie(sameAnswersToken, { headers: { 'if-none-match': etag } })).status,
        ).toBe(304);
        const compressed = await withCookie(lenaToken, { headers: { 'accept-encoding': 'br' } });
        expect(compressed.headers.get('content-encoding')).toBe('br');
        expect(await compressed.text()).toContain('/my-applications drawn with:');
      });

      it('goes out as the build drew it when the services refuse the token, for a forged cookie, and without the cookie', async () => {
        const refused = await (await withCookie(refusedToken)).text();
        expect(refused).toContain('drawn applications page');
        // A cookie that would break the services' request line is not sent on at all.
        const forged = await withCookie('tok%0D%0Ax-portal-user%3A%20admin');
        expect(forged.status).toBe(200);
        expect(await forged.text()).toContain('drawn applications page');
        const plain = await fetch(`${base}/my-applications`);
        expect(await plain.text()).toContain('drawn applications page');
        expect(plain.headers.get('cache-control')).not.toContain('private');
        expect(plain.headers.get('vary')).toBe('accept-encoding, cookie');
      });

      it("is drawn only on a route its remote draws with data, and the remote's Node bundle is not served", async () => {
        const before = services.seen.length;
        const other = await fetch(`${base}/apply-grant`, {
          headers: { cookie: `portal-page-session=${lenaToken}` },
        });
        expect(await other.text()).toContain('<div data-portal-remote-page="mf-member"></div>');
        expect(services.seen.length).toBe(before);
        expect((await fetch(`${base}/remotes/mf-member/server/prerender.mjs`)).status).toBe(404);
      });
    });

    it("hints each route's files in its page, so they download side by side", async () => {
      const hrefs = async (page: string) =>
        [
          ...(await (await fetch(`${base}${page}`)).text()).matchAll(
            /rel="preload" href="([^"]+)"/g,
          ),
        ].map((match) => match[1]);

      expect(await hrefs('/login')).toEqual(['/zod.0123456789.js', '/page-login.0123456789.js']);
      expect(await hrefs('/apply-grant/42')).toEqual([
        '/remotes/mf-member/remoteEntry.0123456789.js',
        '/remotes/mf-member/routes.0123456789.js',
        '/remotes/mf-member/routes.0123456789.css',
        '/remotes/mf-member/form.0123456789.js',
      ]);
      // A member's page never hints staff or admin files.
      expect(await hrefs('/user-dashboard')).toEqual([
        '/remotes/mf-member/remoteEntry.0123456789.js',
        '/remotes/mf-member/routes.0123456789.js',
        '/remotes/mf-member/routes.0123456789.css',
      ]);
      // A signed-in route's hints wait, inert, for a stored session; a public route's do not.
      const dashboard = await (await fetch(`${base}/user-dashboard`)).text();
      expect(dashboard).toMatch(
        /<template id="portal-signed-in-hints">(<link rel="preload" [^>]+>){3}<\/template><script>/,
      );
      expect(dashboard.replace(/<template[^]*<\/template>/, '')).not.toContain('href="/remotes/');
      expect(await (await fetch(`${base}/login`)).text()).not.toContain('<template');
      // Staff and admin pages hint nothing: the visitor may be a member the guard turns away.
      expect(await hrefs('/staff-dashboard')).toEqual([]);
      expect(await hrefs('/edit-users')).toEqual([]);
      expect(await hrefs('/')).toEqual([]);
      expect(await hrefs('/no/such/page')).toEqual([]);
    });

    it('answers a page compressed, and 304 when the browser has it already', async () => {
      const first = await fetch(`${base}/apply-grant/42`, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.get('content-encoding')).toBe('br');
      expect(first.headers.get('vary')).toContain('accept-encoding');
      expect(await first.text()).toContain('shell page');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');

      const again = await fetch(`${base}/apply-grant/43`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      const otherRoute = await fetch(`${base}/login`, { headers: { 'if-none-match': etag } });
      expect(otherRoute.status).toBe(200);
    });

    it('answers the welcome page to a client that asks for no compressed form', async () => {
      for (const encoding of ['identity', 'gzip']) {
        const welcome = await fetch(`${base}/`, { headers: { 'accept-encoding': encoding } });
        expect(welcome.status).toBe(200);
        expect(await welcome.text()).toContain('drawn welcome page');
      }
    });

    it('answers a pre-rendered page compressed, with its hints, and 304 when the browser has it already', async () => {
      const first = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'gzip' } });
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const html = await first.text();
      expect(html).toContain('drawn login form');
      expect(html).toContain('<link rel="preload" href="/page-login.0123456789.js" as="script">');
      expect(html).toContain('<script type="application/json" id="portal-remotes">');
      const etag = first.headers.get('etag') ?? '';

      const again = await fetch(`${base}/login`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      // Another page (the welcome page, the plain page) has an ETag of its own.
      for (const page of ['/', '/user-dashboard'])
        expect((await fetch(`${base}${page}`, { headers: { 'if-none-match': etag } })).status).toBe(
          200,
        );
    });

    it('serves hashed assets as immutable, compressed with brotli when the browser accepts it', async () => {
      const response = await fetch(`${base}/assets/main.0123456789.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toContain('shell main'); // fetch decodes it
    });

    it('answers a missing asset with 404 rather than the page', async () => {
      const response = await fetch(`${base}/assets/missing.0123456789.js`);
      expect(response.status).toBe(404);
    });

    it("serves each remote's files, its entry named by content and kept for good, its manifest revalidated", async () => {
      const response = await fetch(`${base}/remotes/mf-staff/remoteEntry.0123456789.js`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('mf-staff entry');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const manifest = await fetch(`${base}/remotes/mf-staff/mf-manifest.json`);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/remotes/mf-admin/nothing.js`)).status).toBe(404);
    });

    it("tells the shell where each remote's current entry is, in /remotes.json and in every page", async () => {
      const expected = {
        remotes: {
          'mf-member': '/remotes/mf-member/remoteEntry.0123456789.js',
          'mf-staff': '/remotes/mf-staff/remoteEntry.0123456789.js',
          'mf-admin': '/remotes/mf-admin/remoteEntry.0123456789.js',
        },
      };
      expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual(expected);
      for (const page of ['/', '/user-dashboard', '/no/such/page']) {
        const html = await (await fetch(`${base}${page}`)).text();
        const inPage = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(
          html,
        );
        expect(JSON.parse(inPage?.[1] ?? 'null')).toEqual(expected);
      }
    });
  });

  describe('when a service is gone', () => {
    it('answers its calls with a readable 503 while the rest keeps working', async () => {
      await services.stop('applications');
      const response = await fetch(`${base}/api/grant-applications`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        statusCode: 503,
        message:
          'This part of the portal is not reachable right now. Please try again in a moment.',
      });
      expect((await fetch(`${base}/api/grants`)).status).toBe(200);
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        services: { applications: 'down', grants: 'up' },
      });
    });
  });
});
