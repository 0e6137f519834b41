import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { registerThroughApi, signInThroughApi, useSessionInBrowser } from '../support/sessions.js';

/** The portal as `npm start` runs it, seen in Chromium. */
describe('the portal, end to end', () => {
  let portal: PortalProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    portal = await PortalProcess.start();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.destroy();
  });

  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await page?.close();
  });

  it('answers GET /api/health with the six services up', async () => {
    const response = await fetch(`${portal.url}/api/health`);
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

  it('shows the landing page, with its card to the dashboard, without loading any remote', async () => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/remotes/mf-staff/') ||
        request.url().includes('/remotes/mf-admin/')
      )
        remoteRequests.push(request.url());
    });
    await page.goto(portal.url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Welcome to the Education Grants Portal',
    );
    const card = page.getByRole('link', { name: 'Go to your dashboard' });
    expect(await card.getAttribute('href')).toBe('/user-dashboard');
    expect(remoteRequests).toEqual([]);
  });

  it("shows each remote's own page on one of its routes", async () => {
    await useSessionInBrowser(
      page,
      await signInThroughApi(portal.url, testAdmin.email, testAdmin.password),
    );
    for (const [path, area] of [
      ['/user-dashboard', 'mf-member'],
      ['/staff-dashboard', 'mf-staff'],
      ['/admin-dashboard', 'mf-admin'],
    ] as const) {
      const remoteFiles = page.waitForResponse(
        (response) => response.url().includes(`/remotes/${area}/`) && response.ok(),
      );
      await page.goto(`${portal.url}${path}`);
      await remoteFiles;
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('redirects an unknown path to the landing page', async () => {
    await page.goto(`${portal.url}/no/such/page`);
    await page.waitForURL(`${portal.url}/`);
    await page.getByRole('heading', { name: 'Welcome to the Education Grants Portal' }).waitFor();
  });

  it("shows a message in a remote's place when its files cannot load, while the header keeps working", async () => {
    await useSessionInBrowser(
      page,
      await signInThroughApi(portal.url, testAdmin.email, testAdmin.password),
    );
    await page.route('**/remotes/mf-staff/**', (route) => route.abort());
    await page.goto(`${portal.url}/staff-dashboard`);
    const message = page.getByRole('alert');
    await message.waitFor();
    expect(await message.textContent()).toContain(
      'This part of the portal could not be loaded. Check your connection and try again.',
    );

    // Retry succeeds once the files can be reached again.
    await page.unroute('**/remotes/mf-staff/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff Dashboard' }).waitFor();

    // The header still takes the user elsewhere.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Welcome to the Education Grants Portal' }).waitFor();
  });

  // The gateway cannot tell who asks (the token is in the browser's storage): the page's files
  // are hinted ahead only when a session is stored (libs/page-drawing/src/pages/signed-in-hints.ts).
  it("sends a signed-out visitor of a member's page to /login without downloading the member's code", async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${portal.url}/user-dashboard`);
    await page.waitForURL(`${portal.url}/login?next=%2Fuser-dashboard`);
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/remotes/'))).toEqual([]);

    // Signed in through the form, so the session is where the shell itself keeps it: the next
    // page's head fetches the member's files ahead, as the hints say.
    await registerThroughApi(portal.url, {
      firstName: 'Hal',
      lastName: 'Hinted',
      email: 'hal.hinted@e2e.example',
      cardNumber: 'RS-E2E-HINTS',
      password: 'hal member password',
    });
    await page.getByLabel('Email').fill('hal.hinted@e2e.example');
    await page.getByLabel('Password').fill('hal member password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${portal.url}/user-dashboard`);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const hinted = await page
      .locator('head > link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hinted.filter((href) => href.startsWith('/remotes/mf-member/'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/remotes\/mf-member\/remoteEntry\./)]),
    );
  });

  // zod (about 25 kB compressed) stays on the servers: the screens call zod-free descriptions of
  // the endpoints (`grantCalls`, …). Its classes are named in its code, minified or not.
  it("never downloads the staff or admin remotes, nor zod, on a member's pages", async () => {
    const member = await registerThroughApi(portal.url, {
      firstName: 'Ann',
      lastName: 'Member',
      email: 'ann.member@e2e.example',
      cardNumber: 'RS-E2E-1',
      password: 'ann member password',
    });
    await useSessionInBrowser(page, member);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const scriptsWithZod: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response
        .text()
        .then((code) => {
          if (code.includes('$ZodType')) scriptsWithZod.push(new URL(response.url()).pathname);
        })
        .catch(() => undefined);
    });
    const someId = '3f0c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    for (const path of [
      '/',
      '/user-dashboard',
      '/apply-grant',
      `/apply-grant/${someId}`,
      `/applications/${someId}`,
      '/my-applications',
      '/notifications',
    ]) {
      await page.goto(`${portal.url}${path}`, { waitUntil: 'networkidle' });
    }
    expect(requested.some((path) => path.startsWith('/remotes/mf-member/'))).toBe(true);
    expect(scriptsWithZod).toEqual([]);
    expect(
      requested.filter(
        (path) => path.startsWith('/remotes/mf-staff/') || path.startsWith('/remotes/mf-admin/'),
      ),
    ).toEqual([]);
  });
});
