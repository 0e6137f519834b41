import type { LoginResponse } from '@portal/contract';
import { applicationStatusLabels, type Application } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import type { Page } from 'playwright-core';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
} from '../support/grant-screenshots.js';
import {
  createGrantThroughApi,
  grantInput,
  listGrantsThroughApi,
  publishGrantThroughApi,
} from '../support/grants-api.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  getApplicationThroughApi,
  listApplicationsThroughApi,
  setApplicationStatusThroughApi,
  submitApplicationThroughApi,
} from '../support/applications-api.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/**
 * The reviewer's screens of mf-staff against the real portal: the applications list
 * and its filter, the review page and its status buttons (seen by the applicant through the
 * API), the education and staff dashboards' counts, and delete with its question.
 */
describe('application review screens', () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let grant: Grant;

  const members = new Map<string, { session: LoginResponse; application: Application }>();

  /** A member registers and applies to the grant, as they would through the form. */
  async function apply(firstName: string, lastName: string, answer: string) {
    const session = await registerThroughApi(suite.portal.url, {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@e2e.example`.toLowerCase(),
      cardNumber: `RS-REVIEW-${members.size + 1}`,
      password: `${firstName} member password`,
    });
    const application = await submitApplicationThroughApi(suite.portal.url, session, grant._id, {
      '0-0': answer,
    });
    members.set(firstName, { session, application });
    return application;
  }

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Rita',
      lastName: 'Review',
      email: 'rita.review@e2e.example',
      password: 'rita staff password',
    });
    grant = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Review Bursary'),
    );
    await apply('Ann', 'Lee', 'Early childhood education at the college in town.');
    await apply('Bob', 'Cree', 'An electrician apprenticeship.');
    const cy = await apply('Cy', 'Wolf', 'Nursing.');
    await setApplicationStatusThroughApi(suite.portal.url, staff, cy._id, 'needsMoreInfo');
  });

  const rowHeaders = (page: Page) =>
    page
      .getByRole('table')
      .getByRole('rowheader')
      .evaluateAll((cells) =>
        // The applicant's name, without the email under it.
        cells.map((cell) => cell.firstChild?.textContent),
      );
  const member = (firstName: string) => {
    const found = members.get(firstName);
    if (!found) throw new Error(`no member ${firstName}`);
    return found;
  };

  it('filters the list, opens a review, and Approve shows Awarded to staff and to the applicant', async () => {
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/applications`);
    await page.getByRole('table', { name: 'Applications (3)' }).waitFor();
    const statusFilter = page.getByLabel('Filter by status');

    await statusFilter.selectOption({ label: 'Requires More Information (1)' });
    await page
      .getByRole('table', { name: 'Applications: Requires More Information (1)' })
      .waitFor();
    expect(await rowHeaders(page)).toEqual(['Cy Wolf']);
    expect(new URL(page.url()).search).toBe('?status=needsMoreInfo');

    await statusFilter.selectOption({ label: 'Submitted (2)' });
    await page.getByRole('table', { name: 'Applications: Submitted (2)' }).waitFor();
    expect((await rowHeaders(page)).sort()).toEqual(['Ann Lee', 'Bob Cree']);
    await saveScreenshots(page, 'applications-list');
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);

    const ann = member('Ann').application;
    await page.getByRole('link', { name: 'Review application: Ann Lee, Review Bursary' }).click();
    await page.waitForURL(`${suite.portal.url}/admin/applications/${ann._id}`);
    await page.getByRole('heading', { level: 1, name: 'Review Application' }).waitFor();
    const answers = page.getByRole('region', { name: 'Answers' });
    await answers.getByText('What will you study? (required)').waitFor();
    expect(await answers.getByRole('definition').textContent()).toBe(
      'Early childhood education at the college in town.',
    );

    const statusButtons = page.getByRole('group', { name: 'Set the status' });
    expect(
      await statusButtons
        .getByRole('button', { name: 'Mark as Submitted' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await statusButtons.getByRole('button', { name: 'Approve' }).click();
    // Approve asks first; a message is optional with an award.
    await page
      .getByRole('dialog', { name: 'Award this application?' })
      .getByRole('button', { name: 'Award' })
      .click();
    const message = page.getByText('Application status updated to Awarded');
    await message.waitFor();
    expect(
      await statusButtons.getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page
      .getByRole('region', { name: 'Status history' })
      .getByText('Rita Review changed the status from Submitted to Awarded')
      .waitFor();
    await saveScreenshots(page, 'application-review');
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);

    const seenByApplicant = await getApplicationThroughApi(
      suite.portal.url,
      member('Ann').session,
      ann._id,
    );
    expect(seenByApplicant.status).toBe('approved');
    expect(applicationStatusLabels[seenByApplicant.status]).toBe('Awarded');
    expect(seenByApplicant.statusHistory.map((entry) => entry.status)).toEqual([
      'submitted',
      'approved',
    ]);
    // Spec §9: success messages clear after 3 seconds.
    await message.waitFor({ state: 'detached', timeout: 5_000 });

    // Back to the list as it was left: the Submitted filter, now without Ann.
    await page.goBack();
    await page.getByRole('table', { name: 'Applications: Submitted (1)' }).waitFor();
    expect(await rowHeaders(page)).toEqual(['Bob Cree']);
  });

  it("shows the education and staff dashboards' counts as GET /api/grant-applications?portal=education has them", async () => {
    // More grants than the dashboard shows (3), one with a description longer than its preview;
    // the dashboard's Available Grants are the published ones.
    await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, {
        ...grantInput('Language Keepers Award'),
        description:
          'For members who teach Cree or Ojibwe in their community: classes, camps, recordings ' +
          'with Elders and the materials they need, up to $1,500 CAD.',
      }),
    );
    await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, 'Trades Tools Fund'),
    );
    await createGrantThroughApi(suite.portal.url, staff, 'Graduate Research Grant');
    const [applications, grants] = await Promise.all([
      listApplicationsThroughApi(suite.portal.url, staff, { portal: 'education' }),
      listGrantsThroughApi(suite.portal.url, staff),
    ]);
    const withStatus = (status: string) =>
      String(applications.filter((application) => application.status === status).length);
    const page = await suite.windowFor(staff);

    await page.goto(`${suite.portal.url}/education-dashboard`);

    await page.getByRole('heading', { level: 1, name: 'Education Portal' }).waitFor();
    const figures = page.getByRole('region', { name: 'At a glance' });
    await figures.getByRole('definition').first().waitFor();
    expect(await figures.getByRole('term').allTextContents()).toEqual([
      'Active Grants',
      'Pending Applications',
      'Awarded Grants',
      'Total Applications',
    ]);
    expect(await figures.getByRole('definition').allTextContents()).toEqual([
      String(grants.filter((shown) => shown.status === 'published').length),
      withStatus('submitted'),
      withStatus('approved'),
      String(applications.length),
    ]);
    const recent = page.getByRole('region', { name: 'Recent Applications' });
    expect(await recent.getByRole('rowheader').allTextContents()).toEqual(
      applications.slice(0, 5).map((application) => application.applicantName),
    );
    const availableGrants = page.getByRole('region', { name: 'Available Grants' });
    expect(await availableGrants.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      grants
        .filter((shown) => shown.status === 'published')
        .slice(0, 3)
        .map((shown) => shown.title),
    );
    expect(grants.length).toBeGreaterThan(3);
    const languageKeepers = availableGrants
      .getByRole('listitem')
      .filter({ hasText: 'Language Keepers Award' });
    expect(await languageKeepers.getByText(/^For members who teach/).textContent()).toBe(
      'For members who teach Cree or Ojibwe in their community: classes, camps, recordings with Elders and…',
    );
    const resources = page.getByRole('region', { name: 'Resources' });
    await resources.getByRole('button', { name: 'Application Templates' }).click();
    await resources.getByRole('status').getByText('Coming soon!').waitFor();
    await saveScreenshots(page, 'education-dashboard');
    await page.setViewportSize(phoneViewport);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(desktopViewport);

    await page.goto(`${suite.portal.url}/staff-dashboard`);
    const education = page.getByRole('region', { name: 'Education' });
    await education.getByRole('definition').first().waitFor();
    expect(await education.getByRole('definition').allTextContents()).toEqual([
      String(grants.filter((shown) => shown.status === 'published').length),
      withStatus('submitted'),
    ]);

    await page.goto(`${suite.portal.url}/education`);
    await page
      .getByRole('region', { name: 'Recent Applications' })
      .getByRole('rowheader')
      .first()
      .waitFor();
  });

  it('deletes an application only after the question is answered Delete', async () => {
    const cy = member('Cy').application;
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/applications`);
    const name = 'Delete application: Cy Wolf, Review Bursary';
    const deleteButton = page.getByRole('button', { name });
    const question = page.getByRole('alertdialog', { name });
    await deleteButton.waitFor();

    await deleteButton.click();
    await question.getByText('Are you sure you want to delete this application?').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await deleteButton.count()).toBe(1);

    await deleteButton.click();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted the application of Cy Wolf to Review Bursary.').waitFor();
    await deleteButton.waitFor({ state: 'detached' });
    await expect(getApplicationThroughApi(suite.portal.url, staff, cy._id)).rejects.toThrow(/404/);

    await page.goto(`${suite.portal.url}/admin/applications/${cy._id}`);
    await page.getByRole('heading', { level: 1, name: 'Application not found' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Back to Applications' }).getAttribute('href'),
    ).toBe('/applications');
  });
});
