import type { LoginResponse } from '@portal/contract';
import type { Application } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { waitFor } from '@portal/testing';
import type { Page } from 'playwright-core';
import {
  desktopViewport,
  phoneViewport,
  saveGrantScreenshot,
  saveScreenshots,
  scrollsSideways,
  widerThanPage,
} from '../support/grant-screenshots.js';
import { createGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { submitApplicationThroughApi } from '../support/applications-api.js';
import { testAdmin } from '../support/portal-process.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/**
 * Staff work where they work: signed in, staff land on their dashboard and admins on theirs;
 * the header offers Grants and Applications to reviewers; the applications table has the
 * reference, filters, a search and pages asked of the server; the grants table a search; the
 * review page the applicant's card number, masked until Show, each Show on the record.
 */
describe('staff work where they work', () => {
  const suite = browserSuite();
  const staffPassword = 'rhea staff password';
  let staff: LoginResponse;
  let bursary: Grant;
  let tools: Grant;
  const applied = new Map<string, Application>();

  async function apply(firstName: string, lastName: string, grant: Grant, cardNumber: string) {
    const session = await registerThroughApi(suite.portal.url, {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@staff-work.example`.toLowerCase(),
      cardNumber,
      password: `${firstName} member password`,
    });
    applied.set(
      firstName,
      await submitApplicationThroughApi(suite.portal.url, session, grant._id, {
        '0-0': 'A plan of study.',
      }),
    );
  }

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Rhea',
      lastName: 'Reviewer',
      email: 'rhea.reviewer@e2e.example',
      password: staffPassword,
    });
    bursary = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Staff Work Bursary'),
    );
    tools = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Trades Tools Fund'),
    );
    await apply('Ann', 'Lee', bursary, 'RS-100200300');
    await apply('Bob', 'Cree', tools, 'RS-400500600');
    await apply('Cy', 'Wolf', bursary, 'RS-700800900');
  });

  /** Signs in through /login as a person does; the caller waits for where the portal takes them. */
  async function signInThroughForm(page: Page, email: string, password: string, path = '/login') {
    await page.goto(`${suite.portal.url}${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // 'Login successful' shows for only ~300 ms before the full page load, too briefly to wait
    // for on a busy machine (identity-sign-in.spec holds the page to see it): the answer's status
    // says the sign-in was taken.
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/login') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await answer).status()).toBe(200);
  }

  /** How many rows the header's parts take (the portal's name, the account, each link). */
  const headerRows = (page: Page) =>
    page.evaluate(
      () =>
        new Set(
          Array.from(
            document.querySelectorAll('.site-name, .site-account, .site-nav li'),
            (element) => Math.round(element.getBoundingClientRect().top),
          ),
        ).size,
    );

  /** Where the header's portal name and the page's heading start. */
  const leftEdges = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('.site-name')!.getBoundingClientRect().left;
      const page = document.querySelector('main h1')!.getBoundingClientRect().left;
      return { header, page, same: Math.abs(header - page) < 1 };
    });

  const mainLinks = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();

  it('lands staff on /staff-dashboard and admins on /admin-dashboard; the header offers Grants and Applications', async () => {
    const staffPage = await suite.windowFor(undefined);
    await signInThroughForm(staffPage, 'rhea.reviewer@e2e.example', staffPassword);
    await staffPage.waitForURL(`${suite.portal.url}/staff-dashboard`);
    await staffPage.getByRole('heading', { level: 1, name: 'Staff Dashboard' }).waitFor();
    expect(await mainLinks(staffPage)).toEqual([
      'Home',
      'Dashboard',
      'Staff Dashboard',
      'Grants',
      'Applications',
    ]);
    await saveGrantScreenshot(staffPage, 'staff-work-header', desktopViewport.width);
    await staffPage.setViewportSize(phoneViewport);
    await saveGrantScreenshot(staffPage, 'staff-work-header', phoneViewport.width);
    expect(await widerThanPage(staffPage)).toEqual([]);
    // On a phone the header takes two rows: the name with the bell and Logout, then the links.
    expect(await headerRows(staffPage)).toBeLessThanOrEqual(2);
    await staffPage.setViewportSize(desktopViewport);

    await staffPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await staffPage.waitForURL(`${suite.portal.url}/applications`);
    await staffPage.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    // A wide staff page lines up with the header: the portal's name above the page's heading.
    expect(await leftEdges(staffPage)).toMatchObject({ same: true });
    await saveGrantScreenshot(staffPage, 'staff-work-wide-page-header', desktopViewport.width);

    const adminPage = await suite.windowFor(undefined);
    await signInThroughForm(adminPage, testAdmin.email, testAdmin.password);
    await adminPage.waitForURL(`${suite.portal.url}/admin-dashboard`);
    await adminPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin Dashboard' })
      .waitFor();
    expect(await mainLinks(adminPage)).toEqual([
      'Home',
      'Dashboard',
      'Staff Dashboard',
      'Grants',
      'Applications',
      'Admin Dashboard',
    ]);

    // A page the guard remembered still wins.
    const returning = await suite.windowFor(undefined);
    await returning.goto(`${suite.portal.url}/grants`);
    await returning.waitForURL(/\/login\?next=/);
    await returning.getByLabel('Email').fill('rhea.reviewer@e2e.example');
    await returning.getByLabel('Password', { exact: true }).fill(staffPassword);
    await returning.getByRole('button', { name: 'Login' }).click();
    await returning.waitForURL(`${suite.portal.url}/grants`);
  });

  it('lists every member on /user-dashboard as before', async () => {
    const page = await suite.windowFor(undefined);
    await signInThroughForm(page, 'ann.lee@staff-work.example', 'Ann member password');
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
  });

  it('filters the applications table by grant and status, searches by name and reference, sorts, and keeps it all in the address', async () => {
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/applications`);
    const table = page.getByRole('table', { name: 'Applications (3)' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Applicant', 'Reference', 'Grant', 'Submitted', 'Status']),
    );
    await table.getByText(applied.get('Bob')!.reference).waitFor();

    await page.getByLabel('Grant', { exact: true }).selectOption({ label: 'Staff Work Bursary' });
    await page.waitForURL(`${suite.portal.url}/applications?grant=${bursary._id}`);
    await page.getByRole('table', { name: 'Applications (2)' }).waitFor();

    await page.getByLabel('Sort by').selectOption({ label: 'Applicant, A to Z' });
    await page.waitForURL(/sort=applicant/);
    await rowsBecome(page, ['Ann Lee', 'Cy Wolf']);

    await page.getByRole('searchbox', { name: 'Search by reference or applicant' }).fill('wolf');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=wolf/);
    await page.getByRole('table', { name: 'Applications (1)' }).waitFor();
    await rowsBecome(page, ['Cy Wolf']);
    await saveScreenshots(page, 'staff-work-applications');
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);

    // Back from a page elsewhere, the same table.
    await page.goto(`${suite.portal.url}/staff-dashboard`);
    await page.goBack();
    await page.getByRole('table', { name: 'Applications (1)' }).waitFor();

    // A reference read over the phone, typed in lower case, across every grant.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('Grant', { exact: true }).selectOption({ label: 'All grants' });
    await page.getByRole('table', { name: 'Applications (3)' }).waitFor();
    await page
      .getByRole('searchbox', { name: 'Search by reference or applicant' })
      .fill(applied.get('Bob')!.reference.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table', { name: 'Applications (1)' }).waitFor();
    await rowsBecome(page, ['Bob Cree']);

    await page.getByLabel('Filter by status').selectOption({ label: 'Awarded (0)' });
    await page.getByText('No applications with the status Awarded.').waitFor();
  });

  it('searches the grants table by title', async () => {
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/grants`);
    await page.getByRole('rowheader', { name: 'Trades Tools Fund' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search grants by title' }).fill('tools');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${suite.portal.url}/grants?q=tools`);
    await page
      .getByRole('rowheader', { name: 'Staff Work Bursary' })
      .waitFor({ state: 'detached' });
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['Trades Tools Fund']);
    await saveScreenshots(page, 'staff-work-grants');
  });

  it("shows the applicant's card number masked, in full on Show, and the admin sees who looked", async () => {
    const ann = applied.get('Ann')!;
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/admin/applications/${ann._id}`);
    const card = page.getByRole('definition').filter({ hasText: '•' });
    await card.waitFor();
    expect(await card.getByText('••-•••••0300').count()).toBe(1);
    expect(await page.getByText('RS-100200300').count()).toBe(0);
    for (const width of [desktopViewport.width, phoneViewport.width, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await saveGrantScreenshot(page, 'staff-work-card-number', width);
    }
    await page.setViewportSize(desktopViewport);

    await page.getByRole('button', { name: 'Show the full membership card number' }).click();
    await page.getByText('RS-100200300').waitFor();
    await page.getByText('Shown in full: this is recorded.').waitFor();

    const adminPage = await suite.windowFor(suite.admin);
    await adminPage.goto(`${suite.portal.url}/admin/applications/${ann._id}`);
    await adminPage.getByText('Shown in full once').click();
    await adminPage.getByRole('listitem').filter({ hasText: 'Rhea Reviewer,' }).waitFor();
    await saveGrantScreenshot(adminPage, 'staff-work-card-number-admin', desktopViewport.width);
  });
});

/** Waits until the table's rows are these applicants' (a new page replaces the one shown). */
async function rowsBecome(page: Page, names: string[]): Promise<void> {
  let shown: Array<string | undefined> = [];
  await waitFor(
    async () => {
      shown = await rowNames(page);
      return JSON.stringify(shown) === JSON.stringify(names);
    },
    `the rows ${names.join(', ')} (shown: ${shown.join(', ')})`,
  );
}

/** The applicants' names (the row headers, without the email under each). */
function rowNames(page: Page): Promise<Array<string | undefined>> {
  return page
    .getByRole('table')
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? undefined));
}
