import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@portal/testing';
import { launchChromium } from '../support/browser.js';
import { PortalProcess, testAdmin } from '../support/portal-process.js';
import { saveScreenshot } from '../support/screenshots.js';
import { registerThroughApi, signInThroughApi, useSessionInBrowser } from '../support/sessions.js';

/** A gate a routed request waits at until the test opens it. */
function held(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** Registering, signing in and out, and the route guards, in Chromium against the real portal. */
describe('signing in and out', () => {
  let portal: PortalProcess;
  let browser: Browser;
  let page: Page;

  const member = {
    firstName: 'Lena',
    lastName: 'Whitecloud',
    email: 'lena.whitecloud@e2e.example',
    cardNumber: 'RS-E2E-301',
    password: 'lena member password',
  };

  beforeAll(async () => {
    portal = await PortalProcess.start();
    browser = await launchChromium();
    await registerThroughApi(portal.url, member);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.destroy();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  });

  afterEach(async () => {
    await page?.close();
  });

  const main = () => page.getByRole('main');
  const header = () => page.getByRole('banner');
  const headerLinks = () =>
    header().getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
  const pathname = () => new URL(page.url()).pathname;
  const storedToken = () => page.evaluate(() => window.localStorage.getItem('token'));

  async function fillLogin(email: string, password: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
  }

  it('registers through the form, greets the member by first name, and logs out to /login', async () => {
    await page.goto(`${portal.url}/register`);
    await page.getByLabel('First Name').waitFor();
    expect(await headerLinks()).toEqual(['Home', 'Login', 'Register']);
    await saveScreenshot(page, 'register-empty');

    await page.getByLabel('First Name').fill('Mia');
    await page.getByLabel('Last Name').fill('Redsky');
    await page.getByLabel('Email (Username)').fill('mia.redsky@e2e.example');
    await page.getByLabel('RSMIN Card Number').fill('RS-E2E-302');
    await page.getByLabel('Password').fill('mia member password');
    await saveScreenshot(page, 'register-filled');
    await main().getByRole('button', { name: 'Register' }).click();

    await page.waitForURL(`${portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Mia' }).waitFor();
    expect(await headerLinks()).toEqual(['Home', 'Dashboard']);
    expect(await header().textContent()).toContain('Mia Redsky');
    await saveScreenshot(page, 'user-dashboard');

    const tokenBeforeLogout = await storedToken();
    await header().getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${portal.url}/login`);
    await page.getByLabel('Email').waitFor();
    expect(await storedToken()).toBeNull();
    // The server ended the session too: a copy of the token is worth nothing now.
    await waitFor(
      async () =>
        (
          await fetch(`${portal.url}/api/users/me`, {
            headers: { authorization: `Bearer ${tokenBeforeLogout}` },
          })
        ).status === 401,
      'the signed-out token to be refused',
    );
    expect(await headerLinks()).toEqual(['Home', 'Login', 'Register']);
    await saveScreenshot(page, 'header-signed-out-after-logout');
  });

  it("shows the portal's message for a wrong password", async () => {
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('Email').waitFor();
    await saveScreenshot(page, 'login-empty');

    await fillLogin(member.email, 'not the password');
    await page.getByRole('button', { name: 'Login' }).click();

    const alert = main().getByRole('alert');
    await alert.getByText('Invalid email or password').waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password');
    expect(pathname()).toBe('/login');
    await saveScreenshot(page, 'login-error');
  });

  it("reads 'Logging in...' while busy, says 'Login successful', then loads /user-dashboard in full", async () => {
    // Hold the answer, as a slow connection would, and then the next page, to see each state.
    const answerHeld = held();
    const dashboardHeld = held();
    await page.route('**/api/users/login', async (route) => {
      await answerHeld.promise;
      await route.continue();
    });
    await page.route(`${portal.url}/user-dashboard`, async (route) => {
      await dashboardHeld.promise;
      await route.continue();
    });
    await page.goto(`${portal.url}/login`);
    await fillLogin(member.email, member.password);
    await page.evaluate(() => Object.assign(window, { beforeLogin: true }));

    await page.getByRole('button', { name: 'Login' }).click();
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await saveScreenshot(page, 'login-busy');
    answerHeld.release();

    await main().getByRole('status').getByText('Login successful').waitFor();
    await saveScreenshot(page, 'login-success');
    dashboardHeld.release();

    await page.waitForURL(`${portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
    // A full page load: the old page's window is gone.
    expect(await page.evaluate(() => 'beforeLogin' in window)).toBe(false);
    expect(await storedToken()).not.toBeNull();
    await saveScreenshot(page, 'header-signed-in-member');
  });

  it('sends a signed-in visitor of /login to /user-dashboard', async () => {
    await useSessionInBrowser(
      page,
      await signInThroughApi(portal.url, member.email, member.password),
    );

    await page.goto(`${portal.url}/login`);

    await page.waitForURL(`${portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
  });

  it('sends a signed-out visitor of /edit-users to /login, and back to /edit-users after signing in as an admin', async () => {
    const adminFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-admin/')) adminFiles.push(request.url());
    });

    await page.goto(`${portal.url}/edit-users`);

    await page.waitForURL(`${portal.url}/login?next=%2Fedit-users`);
    await page.getByText('Please log in to open the page you asked for.').waitFor();
    expect(adminFiles).toEqual([]);

    await fillLogin(testAdmin.email, testAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await page.waitForURL(`${portal.url}/edit-users`);
    await page.getByRole('heading', { level: 1, name: 'Edit Users' }).waitFor();
    await page.getByRole('table').waitFor();
  });

  it.each(['/staff-dashboard', '/admin-dashboard', '/edit-users'])(
    'sends a member from %s to /user-dashboard without downloading the staff or admin remote',
    async (path) => {
      const guardedFiles: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.includes('/remotes/mf-staff/') || url.includes('/remotes/mf-admin/'))
          guardedFiles.push(url);
      });
      await useSessionInBrowser(
        page,
        await signInThroughApi(portal.url, member.email, member.password),
      );

      await page.goto(`${portal.url}${path}`);

      await page.waitForURL(`${portal.url}/user-dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
      expect(guardedFiles).toEqual([]);
    },
  );

  it('clears a stored token the portal no longer accepts, and asks to log in', async () => {
    await page.goto(`${portal.url}/`);
    await page.evaluate(() => {
      window.localStorage.setItem('token', 'a-token-from-long-ago');
      window.localStorage.setItem('encryptionKey', 'old-key');
      window.localStorage.setItem(
        'user',
        JSON.stringify({ _id: 'u-old', userType: 'admin', firstName: 'Old' }),
      );
    });

    await page.goto(`${portal.url}/user-dashboard`);

    await page.waitForURL(/\/login\?next=%2Fuser-dashboard$/);
    await page.getByLabel('Email').waitFor();
    expect(
      await page.evaluate(() =>
        ['token', 'encryptionKey', 'user'].map((key) => window.localStorage.getItem(key)),
      ),
    ).toEqual([null, null, null]);
    expect(await headerLinks()).toEqual(['Home', 'Login', 'Register']);
  });
});
