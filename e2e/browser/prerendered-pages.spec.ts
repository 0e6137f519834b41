import type { Page, Request } from 'playwright-core';
import { browserSuite } from '../support/browser-suite.js';
import { phoneViewport } from '../support/grant-screenshots.js';
import { publishOpenGrantThroughApi } from '../support/applications-api.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/** The shell's startup script, named by content: it runs first and holds early presses. */
const mainScript = /\/main\.[0-9a-f]{10}\.js$/;

/**
 * Holds the page's JavaScript, as a slow link does while the HTML is already painted: every
 * script, or every script but main.js. `release()` lets them all through.
 */
async function holdScripts(page: Page, options: { exceptMain?: boolean } = {}) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    if (!(options.exceptMain && mainScript.test(new URL(route.request().url()).pathname)))
      await released;
    await route.continue();
  });
  return { release };
}

/** Every error the page writes to its console or throws: hydration mismatches are among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every request the page makes, to check that no password went into an address. */
function requests(page: Page): Request[] {
  const made: Request[] = [];
  page.on('request', (request) => made.push(request));
  return made;
}

/** Once the app has taken the page over (hydrated or drawn it): bootstrap.tsx marks it. */
const started = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('portal-started').length > 0);
const hasStarted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('portal-started').length > 0);

/**
 * Pages painted from the HTML: the build draws `/`, `/login` and `/register` ahead
 * of time and the gateway sends them with their content, so a member on a slow link sees the
 * form and types into it while the scripts are still on their way; the scripts then take the
 * page over (hydration) keeping what was typed, without a hydration error. It draws a member's
 * `/user-dashboard` too, shown only to a member, and drawn afresh by the app.
 */
describe('pages drawn by the build', () => {
  const suite = browserSuite();
  const member = {
    firstName: 'Rose',
    lastName: 'Thunderbird',
    email: 'rose.thunderbird@e2e.example',
    cardNumber: 'RS-E2E-1101',
    password: 'rose member password',
  };

  beforeAll(async () => {
    await registerThroughApi(suite.portal.url, member);
  });

  it('shows the login form before any script, holds a press made then, and signs in with what was typed once the scripts arrive', async () => {
    const page = await suite.windowFor(undefined, phoneViewport);
    const errors = pageErrors(page);
    const made = requests(page);
    const scripts = await holdScripts(page);

    await page.goto(`${suite.portal.url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').waitFor();
    expect(await hasStarted(page)).toBe(false);
    expect(await page.title()).toBe('Login – Education Grants Portal');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    // Pressed before any script file has run: the page's inline script holds the press, nothing
    // is sent, nothing typed is lost.
    await page.getByRole('button', { name: 'Login' }).click();
    expect(page.url()).toBe(`${suite.portal.url}/login`);
    expect(made.filter((request) => request.url().includes('password'))).toEqual([]);
    expect(made.filter((request) => request.method() === 'POST')).toEqual([]);

    scripts.release();
    await started(page);
    expect(await page.getByLabel('Email').inputValue()).toBe(member.email);
    expect(await page.getByLabel('Password').inputValue()).toBe(member.password);

    // No second press: the held one is sent once the app has taken the form over. The inline
    // script ran under the page's Content-Security-Policy (a refusal would be a console error).
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Rose' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('holds a press of Login made while the app is still arriving, and signs in once it has started', async () => {
    const page = await suite.windowFor(undefined, phoneViewport);
    const errors = pageErrors(page);
    const scripts = await holdScripts(page, { exceptMain: true });

    await page.goto(`${suite.portal.url}/login`, { waitUntil: 'domcontentloaded' });
    // main.js has run (deferred scripts run before DOMContentLoaded); the app has not.
    expect(await hasStarted(page)).toBe(false);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(page.url()).toBe(`${suite.portal.url}/login`);

    scripts.release();
    // No second press: the held one is sent once the app has taken the form over.
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Rose' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('registers with what was typed into the drawn form before the scripts arrived', async () => {
    const page = await suite.windowFor(undefined, phoneViewport);
    const errors = pageErrors(page);
    const scripts = await holdScripts(page);

    await page.goto(`${suite.portal.url}/register`, { waitUntil: 'commit' });
    await page.getByLabel('First Name').fill('Tom');
    await page.getByLabel('Last Name').fill('Eagleheart');
    await page.getByLabel('Email (Username)').fill('tom.eagleheart@e2e.example');
    await page.getByLabel('RSMIN Card Number').fill('RS-E2E-1102');
    await page.getByLabel('Password').fill('tom member password');
    expect(await hasStarted(page)).toBe(false);

    scripts.release();
    await started(page);
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Tom' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('takes / over for a member with a stored session without a hydration error: their header replaces the signed-out one', async () => {
    const session = await registerThroughApi(suite.portal.url, {
      firstName: 'Amy',
      lastName: 'Stonechild',
      email: 'amy.stonechild@e2e.example',
      cardNumber: 'RS-E2E-1103',
      password: 'amy member password',
    });
    const page = await suite.windowFor(session, phoneViewport);
    const errors = pageErrors(page);
    const scripts = await holdScripts(page);

    await page.goto(`${suite.portal.url}/`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    // What the build drew: the header of a visitor who is not signed in.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

    scripts.release();
    await started(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).waitFor();
    expect(
      await header.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents(),
    ).toEqual(['Home', 'Dashboard']);
    expect(await header.textContent()).toContain('Amy Stonechild');
    expect(await page.title()).toBe('Welcome – Education Grants Portal');
    expect(errors).toEqual([]);
  });

  it("shows /login's notice for ?next= once the app has started, without a hydration error", async () => {
    const page = await suite.windowFor(undefined, phoneViewport);
    const errors = pageErrors(page);

    await page.goto(`${suite.portal.url}/login?next=%2Fmy-applications`);
    await started(page);

    await page.getByText('Please log in to open the page you asked for.').waitFor();
    expect(errors).toEqual([]);
  });

  /** A member registered just now opens `path` at phone width, every script held back. */
  async function openAsNewMember(
    member: { firstName: string; lastName: string; cardNumber: string },
    path: string,
  ) {
    const name = `${member.firstName}.${member.lastName}`.toLowerCase();
    const session = await registerThroughApi(suite.portal.url, {
      ...member,
      email: `${name}@e2e.example`,
      password: `${name} member password`,
    });
    const page = await suite.windowFor(session, phoneViewport);
    const errors = pageErrors(page);
    const scripts = await holdScripts(page);
    await page.goto(`${suite.portal.url}${path}`, { waitUntil: 'commit' });
    return { page, errors, scripts };
  }

  it('shows a member their dashboard, named, styled and with its links as plain links, before any script; the app then draws it afresh without an error', async () => {
    const { page, errors, scripts } = await openAsNewMember(
      { firstName: 'Lena', lastName: 'Whitecloud', cardNumber: 'RS-E2E-1104' },
      '/user-dashboard',
    );
    await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
    expect(await hasStarted(page)).toBe(false);
    expect(await page.title()).toBe('Dashboard – Education Grants Portal');
    expect(await page.getByRole('banner').textContent()).toContain('Signed in as Lena Whitecloud');
    const education = page.getByRole('link', { name: 'Education', exact: true });
    expect(await education.getAttribute('href')).toBe('/apply-grant');
    // mf-member's stylesheet came with the page: the tile is drawn as a card, not as bare text.
    const tileBorder = await page
      .locator('.tile-link')
      .evaluate((tile) => getComputedStyle(tile).borderTopStyle);
    expect(tileBorder).not.toBe('none');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );

    scripts.release();
    await started(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("keeps the loading placeholder on /user-dashboard for anyone but a member: staff's header differs, and a visitor not signed in goes to the login form", async () => {
    const staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Dora',
      lastName: 'Staff',
      email: 'dora.staff@e2e.example',
      password: 'dora staff password',
    });
    for (const session of [staff, suite.admin]) {
      const page = await suite.windowFor(session, phoneViewport);
      const scripts = await holdScripts(page);
      await page.goto(`${suite.portal.url}/user-dashboard`, { waitUntil: 'commit' });
      await page.getByRole('status').getByText('Loading the portal…').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
      scripts.release();
      await page.getByRole('banner').getByRole('link', { name: 'Staff Dashboard' }).waitFor();
    }

    const page = await suite.windowFor(undefined, phoneViewport);
    const scripts = await holdScripts(page);
    await page.goto(`${suite.portal.url}/user-dashboard`, { waitUntil: 'commit' });
    await page.getByRole('status').getByText('Loading the portal…').waitFor();
    expect(await page.getByText('Choose an area to get started.').count()).toBe(0);
    scripts.release();
    await page.waitForURL(`${suite.portal.url}/login?next=%2Fuser-dashboard`);
  });

  it("shows a member whose request carries no page-session cookie (a session stored before it) the grants list's frame before any script, saying the grants are loading; the app then loads them", async () => {
    const { page, errors, scripts } = await openAsNewMember(
      { firstName: 'Nora', lastName: 'Bluesky', cardNumber: 'RS-E2E-1105' },
      '/apply-grant',
    );
    await page.getByRole('heading', { level: 1, name: 'Apply for a Grant' }).waitFor();
    await page.getByRole('status').getByText('Loading grants…').waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Nora Bluesky');
    expect(await hasStarted(page)).toBe(false);

    scripts.release();
    await started(page);
    await page.getByRole('status').getByText('Loading grants…').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("shows a signed-in member /apply-grant and the application form drawn by the gateway with their data before any script; what she types meanwhile stays when the app takes over, and Logout forgets the page's cookie", async () => {
    const grant = await publishOpenGrantThroughApi(
      suite.portal.url,
      suite.admin,
      'Return to School Fund',
    );
    const mila = {
      firstName: 'Mila',
      lastName: 'Eagle',
      email: 'mila.eagle@e2e.example',
      cardNumber: 'RS-E2E-1106',
      password: 'mila member password',
    };
    await registerThroughApi(suite.portal.url, mila);
    // Signed in as a member does it: the session store keeps the page-session cookie.
    const page = await suite.windowFor(undefined, phoneViewport);
    await page.goto(`${suite.portal.url}/login`);
    await page.getByLabel('Email').fill(mila.email);
    await page.getByLabel('Password').fill(mila.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    const cookieNames = async () =>
      (await page.context().cookies()).map((cookie) => `${cookie.name} ${cookie.path}`);
    expect(await cookieNames()).toEqual(['portal-page-session /apply-grant']);

    const errors = pageErrors(page);
    const scripts = await holdScripts(page);
    await page.goto(`${suite.portal.url}/apply-grant`, { waitUntil: 'commit' });
    const applyNow = page.getByRole('link', { name: `Apply Now for ${grant.title}` });
    await applyNow.waitFor();
    expect(await hasStarted(page)).toBe(false);
    expect(await applyNow.getAttribute('href')).toBe(`/apply-grant/${grant._id}`);
    expect(await page.getByText('Loading grants…').count()).toBe(0);
    expect(await page.getByRole('banner').textContent()).toContain('Mila Eagle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );

    scripts.release();
    await started(page);
    await applyNow.waitFor();
    expect(errors).toEqual([]);

    // The application form is drawn with the grant too: she types her answer before any script
    // has arrived, and it is still there, and kept in this browser, once the app has taken over.
    await page.unroute('**/*.js');
    const formScripts = await holdScripts(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}`, { waitUntil: 'commit' });
    const study = page.getByLabel('What will you study? (required)');
    await study.fill('Nursing, typed before the app');
    expect(await hasStarted(page)).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(grant.title);
    expect(await page.getByText(/^Loading/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    const drawnBox = await study.boundingBox();

    formScripts.release();
    await started(page);
    expect(await study.inputValue()).toBe('Nursing, typed before the app');
    // Drawn with the app's own styles, in the same order: the field does not move under her.
    expect(await study.boundingBox()).toEqual(drawnBox);
    // Still in the field she was typing in: her next keys go on where they were.
    await page.keyboard.type(', then after');
    expect(await study.inputValue()).toBe('Nursing, typed before the app, then after');
    await page.waitForFunction(() =>
      Object.values(localStorage).some((kept) => kept.includes('typed before the app, then after')),
    );
    // The grant and the drafts came with the page: the app does not ask them again.
    expect(apiCalls.filter((call) => call.startsWith('/api/grant'))).toEqual([]);
    expect(errors).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/apply-grant'));
    expect(await cookieNames()).toEqual([]);
  });

  it('paints a route the build does not draw with the loading placeholder, as before', async () => {
    const page = await suite.windowFor(undefined, phoneViewport);
    const scripts = await holdScripts(page);

    await page.goto(`${suite.portal.url}/my-applications`, { waitUntil: 'commit' });
    await page.getByRole('status').getByText('Loading the portal…').waitFor();

    scripts.release();
    // Not signed in: the guard sends the visitor to the login form.
    await page.waitForURL(`${suite.portal.url}/login?next=%2Fmy-applications`);
    await page.getByLabel('Email').waitFor();
  });
});
