import type { LoginResponse } from '@portal/contract';
import type { Grant } from '@portal/contract/grants';
import type { Page, Route } from 'playwright-core';
import { publishOpenGrantThroughApi } from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { phoneViewport } from '../support/grant-screenshots.js';
import { eventually } from '../support/portal-parts.js';
import { registerThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/** mf-member's first chunk: the member's pages' code. */
const memberPagesChunk = '**/remotes/mf-member/__federation_expose_routes*.js';

/** Resolves once `check()` holds (polled), or fails naming `what`. */
const until = (check: () => boolean, what: string) =>
  eventually(what, async () => (check() ? true : undefined));

/** Every API call the page sends, path and query, in order. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * A member's page asks for its data as the shell's first script runs, not after the
 * route's code has arrived (shell/src/early-data), and the page takes those answers: each call
 * goes over the line once.
 */
describe("a member page's data", () => {
  const suite = browserSuite();
  let member: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    const staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    grant = await publishOpenGrantThroughApi(suite.portal.url, staff, 'Early Answers Bursary');
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Eve',
      lastName: 'Early',
      email: 'eve.early@e2e.example',
      cardNumber: 'RS-EARLY-11',
      password: 'eve member password',
    });
  });

  it.each([
    [
      '/user-dashboard',
      () => ['GET /api/grant-applications/drafts'],
      'main a[href="/apply-grant"]',
      true,
    ],
    [
      '/apply-grant',
      () => [
        'GET /api/available-grants',
        'GET /api/grant-applications?userOnly=true',
        'GET /api/grant-applications/drafts',
      ],
      'main a.grant-card-apply',
      false,
    ],
    [
      '/apply-grant/{id}',
      () => [`GET /api/grants/${grant._id}`, 'GET /api/grant-applications/drafts'],
      'main form .question :is(input, textarea, select, button)',
      false,
    ],
  ])(
    '%s asks for its data while its code is still on the way, and sends each call once',
    async (path, data, mainControl, controlDrawn) => {
      const page = await suite.windowFor(member, phoneViewport);
      const calls = recordApiCalls(page);
      const held: Route[] = [];
      await page.route(memberPagesChunk, (route) => void held.push(route));

      await page.goto(`${suite.portal.url}${path.replace('{id}', grant._id)}`, {
        waitUntil: 'commit',
      });
      const expected = ['GET /api/users/me', ...data()];
      // The member pages' code is held back: the data calls go out all the same.
      await until(() => expected.every((call) => calls.includes(call)), expected.join(', '));
      await until(() => held.length > 0, "the member pages' chunk to be asked for");
      // Without the code the page's control is not there, unless the build drew it (the
      // dashboard's Education link is the same for every member).
      expect(await page.locator(mainControl).count()).toBe(controlDrawn ? 1 : 0);

      for (const route of held) await route.continue();
      await page.unroute(memberPagesChunk);
      await page.waitForFunction(() => performance.getEntriesByName('portal-started').length > 0);
      await page.locator(mainControl).first().waitFor();
      await page.waitForLoadState('networkidle');
      const twice = calls.filter((call, index) => calls.indexOf(call) !== index);
      expect(twice).toEqual([]);
    },
  );
});
