import type { LoginResponse } from '@portal/contract';
import type { Grant } from '@portal/contract/grants';
import type { Page, Route } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { publishOpenGrantThroughApi } from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { phoneViewport } from '../support/grant-screenshots.js';
import { registerThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/** The open grants: the call /apply-grant waits on. */
const availableGrants = '**/api/available-grants';

/**
 * Holds every request to `pattern` while the link is down: a link that has stopped answering.
 * `comeBack()` lets later requests through; the held ones are then answered (`answerHeld`) or
 * broken off (`breakHeld`).
 */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let holding = true;
  let firstHeld: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(pattern, (route) => {
    if (!holding) return route.continue();
    held.push(route);
    firstHeld();
  });
  return {
    count: () => held.length,
    /** Once the page's request has reached the link (the page may show it is loading first). */
    arrived: () => arrived,
    comeBack: () => {
      holding = false;
    },
    // A request the page has given up on (Try again) cannot be answered: that is ignored.
    answerHeld: async () => {
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
    breakHeld: async () => {
      await arrived;
      for (const route of held.splice(0)) await route.abort('connectionreset');
    },
  };
}

/** How the page's spinners move: each one's running animations. */
function spinnerAnimations(page: Page) {
  return page.locator('main .spinner').evaluateAll((spinners) =>
    spinners.map((spinner) => ({
      animationName: getComputedStyle(spinner).animationName,
      running: spinner.getAnimations().filter((animation) => animation.playState === 'running')
        .length,
    })),
  );
}

/**
 * Slow and broken links, in Chromium against the built portal at a phone's width:
 * a screen that waits on data says so within 100 ms of the navigation; a load that takes more
 * than 10 s says that the connection may be slow, with Try again (the page's clock is moved on
 * rather than waited for); a failed load says what failed, with Retry. A person who asks for
 * reduced motion gets a spinner that stands still, and the waiting page passes the axe audit.
 */
describe('a slow or broken link', () => {
  const suite = browserSuite();
  let member: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    const staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    grant = await publishOpenGrantThroughApi(suite.portal.url, staff, 'Remote Learning Bursary');
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Sam',
      lastName: 'Slowlink',
      email: 'sam.slowlink@e2e.example',
      cardNumber: 'RS-SLOW-11',
      password: 'sam member password',
    });
  });

  const grantCard = (page: Page) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: grant.title }) });

  it('says it is loading within 100 ms of a navigation, with a turning spinner, then what failed, with Retry', async () => {
    const page = await suite.windowFor(member, phoneViewport);
    await page.goto(`${suite.portal.url}/user-dashboard`);
    const education = page.getByRole('main').getByRole('link', { name: 'Education' });
    await education.waitFor();
    const link = await holdRequests(page, availableGrants);

    // From the press on Education to a frame showing a "Loading…" status in the page.
    const shownAfterMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const main = document.querySelector('main') as HTMLElement;
          const start = performance.now();
          const loadingShown = () =>
            Array.from(main.querySelectorAll('[role="status"]')).some((status) =>
              /^Loading/.test(status.textContent ?? ''),
            );
          const observer = new MutationObserver(() => {
            if (!loadingShown()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(main, { childList: true, subtree: true, characterData: true });
          (main.querySelector('a[href="/apply-grant"]') as HTMLElement).click();
        }),
    );
    expect(shownAfterMs).toBeLessThan(100);
    await page.getByRole('status').filter({ hasText: 'Loading grants…' }).waitFor();
    // Nobody asked for less motion: the spinner turns.
    expect(await spinnerAnimations(page)).toContainEqual({
      animationName: 'portal-spin',
      running: 1,
    });

    // The link breaks: the page says so, in the page, with Retry.
    await link.breakHeld();
    const grantsRegion = page.getByRole('region', { name: 'Available Grants' });
    const failure = grantsRegion.getByRole('alert');
    await failure.getByText('Error fetching grants').waitFor();
    expect(await failure.textContent()).toContain(
      'Could not reach the portal. Check your connection and try again.',
    );

    // It comes back: Retry shows the grants.
    link.comeBack();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await grantCard(page).waitFor();
    expect(await grantsRegion.getByRole('alert').count()).toBe(0);
  });

  it('says after 10 s that the connection may be slow, with Try again; under reduced motion the spinner stands still', async () => {
    const page = await suite.windowFor(member, phoneViewport, {
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    // The page's clock runs as usual until it is moved on (10 s are not waited for).
    await page.clock.install();
    const link = await holdRequests(page, availableGrants);
    await page.goto(`${suite.portal.url}/apply-grant`);
    const loading = page.getByRole('status').filter({ hasText: 'Loading grants…' });
    await loading.waitFor();

    // The person asked for less motion: a spinner that stands still, and nothing else moves.
    const spinners = await spinnerAnimations(page);
    expect(spinners.length).toBeGreaterThan(0);
    expect(spinners.filter(({ running }) => running > 0)).toEqual([]);
    expect(
      await page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    ).toBe(0);
    expect(await loading.getByText(/longer than usual/).count()).toBe(0);

    await page.clock.fastForward(10_000);

    await loading
      .getByText(
        'This is taking longer than usual. Your connection may be slow; you can keep waiting or try again.',
      )
      .waitFor();
    const tryAgain = loading.getByRole('button', { name: 'Try again loading the grants' });
    expect(await tryAgain.isVisible()).toBe(true);
    await link.arrived();
    expect(link.count()).toBe(1);
    // The waiting page, notice and all, passes the audit (contrast, names, target size).
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The link comes back and the member tries again: the grants arrive.
    link.comeBack();
    await tryAgain.click();
    await grantCard(page).waitFor();
    await link.answerHeld();
    expect(await page.getByText(/longer than usual/).count()).toBe(0);
  });
});
