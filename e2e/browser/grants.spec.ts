import type { LoginResponse } from '@portal/contract';
import type { Page } from 'playwright-core';
import { desktopViewport, saveScreenshots, scrollsSideways } from '../support/grant-screenshots.js';
import {
  availableGrantsThroughApi,
  createGrantThroughApi,
  getGrantThroughApi,
  listGrantsThroughApi,
  publishGrantThroughApi,
} from '../support/grants-api.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  listApplicationsThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/** The grant screens of mf-staff (list, detail, quick add) against the real portal. */
describe('grant screens', () => {
  const suite = browserSuite();
  let staff: LoginResponse;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Gail',
      lastName: 'Grants',
      email: 'gail.grants@e2e.example',
      password: 'gail staff password',
    });
  });

  const rowOf = (page: Page, title: string) =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

  it('imports a grant with quick add: issues, validate before save, the sample, its preview, and the saved grant', async () => {
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/quick-add-grant`);
    const jsonBox = page.getByLabel('Grant JSON');
    const problems = page.getByRole('alert').filter({ hasText: /\S/ });

    await jsonBox.fill('{ "title": "Bursary", ');
    await page.getByRole('button', { name: 'Validate' }).click();
    await problems.getByText(/^Invalid JSON: .+/).waitFor();
    expect(await problems.getByText('1 issue found').count()).toBe(1);

    await jsonBox.fill(
      JSON.stringify(
        { description: 'Up to $500 CAD', type: 'loan', openDate: '2026-02-30', sections: [] },
        null,
        2,
      ),
    );
    await page.getByRole('button', { name: 'Validate' }).click();
    await problems.getByText('5 issues found').waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      'Missing title field',
      'Missing closeDate field',
      'Type must be one of: scholarship, professional-development, research, educational-resources, award',
      'openDate must be a date such as 2026-09-01 (or a date and time)',
      'Grant must have at least one section',
    ]);
    await saveScreenshots(page, 'quick-add-issues');

    await page.getByRole('button', { name: 'Load sample' }).click();
    await page.getByRole('button', { name: 'Save Grant' }).click();
    await problems.getByText('Please validate your JSON first and fix any issues').waitFor();

    await page.getByRole('button', { name: 'Validate' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const title = 'Educator Professional Development Grant';
    expect(await preview.getByRole('heading', { level: 3, name: title }).count()).toBe(1);
    expect(
      await preview
        .getByRole('heading', { level: 4 })
        .evaluateAll((headings) =>
          headings.map((heading) => heading.querySelector('.badge-weight')?.textContent),
        ),
    ).toEqual(['Weight 20%', 'Weight 35%', 'Weight 45%']);
    expect(await preview.textContent()).toContain('$2,500 CAD');
    await saveScreenshots(page, 'quick-add-preview');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);

    await page.getByRole('button', { name: 'Save Grant' }).click();
    await page.waitForURL(/\/grants\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(`Saved "${title}" as a draft.`).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Gail Grants created the grant').waitFor();

    await page.getByRole('link', { name: 'Back to Grants' }).click();
    await page.waitForURL(`${suite.portal.url}/grants`);
    const row = rowOf(page, title);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Professional Development', 'Draft', '0']),
    );
  });

  it('duplicates a grant: the message for 3 seconds, and a "(Copy)" row as a Draft', async () => {
    const original = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Northern Studies Bursary'),
    );
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/grants`);
    await rowOf(page, original.title).waitFor();

    await page.getByRole('button', { name: `Duplicate ${original.title}` }).click();

    const message = page.getByText(`Successfully duplicated "${original.title}"`);
    await message.waitFor();
    const copyRow = rowOf(page, `${original.title} (Copy)`);
    await copyRow.waitFor();
    expect(await copyRow.getByRole('cell').nth(1).textContent()).toBe('Draft');
    expect(await rowOf(page, original.title).getByRole('cell').nth(1).textContent()).toBe(
      'Published',
    );
    // On a desk every column shows, row buttons included, without scrolling the table's box.
    expect(
      await page
        .getByRole('table')
        .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0)),
    ).toBe(true);
    await saveScreenshots(page, 'grants-list');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);
    await message.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('deletes a grant only after the question is answered Delete', async () => {
    const doomed = await createGrantThroughApi(suite.portal.url, staff, 'Short-lived Award');
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/grants`);
    const row = rowOf(page, doomed.title);
    await row.waitFor();
    const deleteButton = page.getByRole('button', { name: `Delete ${doomed.title}` });
    const question = page.getByRole('alertdialog', { name: `Delete ${doomed.title}` });

    await deleteButton.click();
    await question.getByText('Are you sure you want to delete this grant?').waitFor();
    expect(await question.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await saveScreenshots(page, 'grants-delete-question');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await deleteButton.click();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Deleted "${doomed.title}".`).waitFor();
    await row.waitFor({ state: 'detached' });
    await expect(getGrantThroughApi(suite.portal.url, staff, doomed._id)).rejects.toThrow(/404/);
  });

  it('shows a grant read-only on /grants/{id}, with its History', async () => {
    const grant = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Language Keepers Award'),
    );
    const page = await suite.windowFor(staff);

    await page.goto(`${suite.portal.url}/grants/${grant._id}`);

    await page.getByRole('heading', { level: 1, name: grant.title }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('listitem').nth(2).waitFor();
    expect(
      await history
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent)),
    ).toEqual([
      'Gail Grants created the grant',
      'Gail Grants updated the grant',
      'Gail Grants changed the status from Draft to Published',
    ]);
    expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/grants/${grant._id}/edit`,
    );
    await saveScreenshots(page, 'grant-detail');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);

    await page.goto(`${suite.portal.url}/grants/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Grant not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Grants' }).getAttribute('href')).toBe(
      '/grants',
    );
  });

  it('counts a grant published through the API as an Active Grant and its submitted application as Pending Review, and members find it in the available grants', async () => {
    const published = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Trades Apprenticeship Grant'),
    );
    const member = await registerThroughApi(suite.portal.url, {
      firstName: 'Mia',
      lastName: 'Member',
      email: 'mia.member@e2e.example',
      cardNumber: 'RS-E2E-501',
      password: 'mia member password',
    });
    const available = await availableGrantsThroughApi(suite.portal.url, member);
    expect(available.map((grant) => grant._id)).toContain(published._id);
    expect(available.every((grant) => grant.status === 'published')).toBe(true);
    await submitApplicationThroughApi(suite.portal.url, member, published._id, {
      '0-0': 'Carpentry at the trades school.',
    });

    const activeGrants = (await listGrantsThroughApi(suite.portal.url, staff)).filter(
      (grant) => grant.status === 'published',
    ).length;
    const pendingReview = (
      await listApplicationsThroughApi(suite.portal.url, staff, { portal: 'education' })
    ).filter((application) => application.status === 'submitted').length;
    expect(activeGrants).toBeGreaterThan(0);
    expect(pendingReview).toBeGreaterThan(0);
    const page = await suite.windowFor(staff);

    await page.goto(`${suite.portal.url}/staff-dashboard`);

    const education = page.getByRole('region', { name: 'Education' });
    await education.getByRole('definition').first().waitFor();
    expect(await education.getByRole('term').allTextContents()).toEqual([
      'Active Grants',
      'Pending Review',
    ]);
    expect(await education.getByRole('definition').allTextContents()).toEqual([
      String(activeGrants),
      String(pendingReview),
    ]);
  });
});
