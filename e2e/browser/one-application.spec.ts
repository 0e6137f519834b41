import type { LoginResponse } from '@portal/contract';
import type { Grant } from '@portal/contract/grants';
import type { Page } from 'playwright-core';
import {
  myApplicationsThroughApi,
  publishOpenGrantThroughApi,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
} from '../support/grant-screenshots.js';
import { registerThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

const refusal = (reference: string) =>
  `You have already applied to this grant: your application is ${reference}. This grant takes one application per member; you can apply again only if you withdraw that one.`;

/**
 * One application per member per grant (a new grant's setting unless its builder allows several),
 * in Chromium against the built portal: once a member has applied, the grant's card says "You
 * applied — EDU-…" with the way to the application instead of Apply Now, the form is not offered,
 * a second application (from a form left open on another device, or sent to the API) is refused
 * with the first's reference, and a withdrawal lets the member apply again.
 */
describe('one application per member per grant', () => {
  const suite = browserSuite();
  let member: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    const staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    // Made without saying: one application per member, as every new grant.
    grant = await publishOpenGrantThroughApi(suite.portal.url, staff, 'One Each Bursary');
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Olive',
      lastName: 'Once',
      email: 'olive.once@e2e.example',
      cardNumber: 'RS-ONCE-1',
      password: 'olive member password',
    });
  });

  const card = (page: Page) =>
    page.locator('.grant-card').filter({ has: page.getByRole('heading', { name: grant.title }) });

  /** Fills the one question and submits through the preview, as a member does. */
  async function applyOn(page: Page, answer: string) {
    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await page.getByLabel('What will you study? (required)').fill(answer);
    await page.getByRole('button', { name: 'Preview Application' }).click();
    await page.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}/preview`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
  }

  it('says "You applied — EDU-…" on the card and offers the application, not the form', async () => {
    // A laptop opens the form first and leaves it there.
    const laptop = await suite.windowFor(member, desktopViewport);
    await laptop.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await laptop.getByLabel('What will you study? (required)').fill('Welding, typed on the laptop');

    const phone = await suite.windowFor(member, phoneViewport);
    await applyOn(phone, 'Practical nursing');
    await phone.waitForURL(`${suite.portal.url}/user-dashboard`);
    const [application, ...others] = await myApplicationsThroughApi(suite.portal.url, member);
    expect(others).toEqual([]);

    await phone.goto(`${suite.portal.url}/apply-grant`);
    const applied = card(phone).getByRole('link', {
      name: `You applied — ${application.reference} to ${grant.title}`,
    });
    await applied.waitFor();
    expect(
      await card(phone)
        .getByRole('link', { name: /^Apply Now/ })
        .count(),
    ).toBe(0);
    expect(await scrollsSideways(phone)).toBe(false);
    await saveScreenshots(phone, 'one-application-card');

    await applied.click();
    await phone.waitForURL(`${suite.portal.url}/applications/${application._id}`);
    await phone.getByText(application.reference).first().waitFor();

    // The form's address says so, with the way to the application, and offers no form.
    await phone.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await phone.getByText(refusal(application.reference)).waitFor();
    expect(await phone.getByRole('button', { name: 'Preview Application' }).count()).toBe(0);
    expect(
      await phone.getByRole('link', { name: 'Open your application' }).getAttribute('href'),
    ).toBe(`/applications/${application._id}`);
    expect(await scrollsSideways(phone)).toBe(false);
    await saveScreenshots(phone, 'one-application-form-page');

    // The form left open on the laptop: its second application is refused with the first's reference.
    await laptop.getByRole('button', { name: 'Preview Application' }).click();
    await laptop.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}/preview`);
    await laptop.getByRole('button', { name: 'Submit Application' }).click();
    await laptop.getByRole('alert').getByText(refusal(application.reference)).waitFor();
    await laptop.getByRole('link', { name: 'See My Applications' }).waitFor();
    await saveScreenshots(laptop, 'one-application-refused');
    expect(await myApplicationsThroughApi(suite.portal.url, member)).toHaveLength(1);

    // Sent straight to the API: 409, the reference in the sentence and in the body.
    const direct = await fetch(`${suite.portal.url}/api/grant-applications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grantId: grant._id, answers: { '0-0': 'A third try' } }),
    });
    expect(direct.status).toBe(409);
    expect(await direct.json()).toMatchObject({
      code: 'application.already_applied',
      message: refusal(application.reference),
      reference: application.reference,
    });
  });

  it('lets a member who withdrew apply again', async () => {
    const [application] = await myApplicationsThroughApi(suite.portal.url, member);
    const page = await suite.windowFor(member, desktopViewport);
    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    await page
      .getByRole('alertdialog', { name: 'Withdraw your application?' })
      .getByRole('button', { name: 'Withdraw application' })
      .click();
    await page.getByText('Your application was withdrawn.').waitFor();

    await page.goto(`${suite.portal.url}/apply-grant`);
    await card(page)
      .getByRole('link', { name: `Apply Now for ${grant.title}` })
      .waitFor();
    await applyOn(page, 'Practical nursing, once more');
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    const mine = await myApplicationsThroughApi(suite.portal.url, member);
    expect(mine.map((found) => found.status).sort()).toEqual(['submitted', 'withdrawn']);
    const renewed = mine.find((found) => found.status === 'submitted')!;
    await page.goto(`${suite.portal.url}/apply-grant`);
    await card(page)
      .getByRole('link', { name: `You applied — ${renewed.reference} to ${grant.title}` })
      .waitFor();
  });
});
