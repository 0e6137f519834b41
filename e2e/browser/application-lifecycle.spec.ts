import type { LoginResponse } from '@portal/contract';
import type { Grant, GrantInput } from '@portal/contract/grants';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import {
  getApplicationThroughApi,
  listApplicationsThroughApi,
  myApplicationsThroughApi,
  submitApplicationThroughApi,
  torontoDateFromToday,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { filesOfApplicationThroughApi, uploadThroughApi } from '../support/files-api.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
} from '../support/grant-screenshots.js';
import {
  createGrantThroughApi,
  getGrantThroughApi,
  publishGrantThroughApi,
} from '../support/grants-api.js';
import { eventually } from '../support/portal-parts.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/** A small PDF whose body says `text`, so that two files can be told apart byte for byte. */
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

/** A grant asking for a plan and a document, closing in five days. */
function documentGrant(title: string): GrantInput {
  const question = (label: string, type: 'textarea' | 'file', weight: number) => ({
    label,
    type,
    required: true,
    weight,
    options: [],
    defaultSelected: [],
  });
  return {
    title,
    type: 'scholarship',
    description: 'Support for members returning to school.',
    // The member applies again in each test.
    oneApplicationPerMember: false,
    openDate: torontoDateFromToday(-5),
    closeDate: torontoDateFromToday(4),
    sections: [
      {
        label: 'Your plan',
        description: '',
        weight: 100,
        questions: [
          question('What will you study?', 'textarea', 50),
          question('Proof of enrolment', 'file', 50),
        ],
      },
    ],
  };
}

async function download(page: Page, buttonName: string): Promise<Buffer> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return readFile(await saved.path());
}

/**
 * In Chromium against the built portal: a draft saved on a phone and finished on a
 * laptop (its file not sent again), a reviewer asking for one document that the member replaces
 * and resubmits, and a withdrawal seen by staff.
 */
describe('drafts, more information and withdrawal', () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let member: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Rita',
      lastName: 'Reviewer',
      email: 'rita.reviewer@e2e.example',
      password: 'rita staff password',
    });
    grant = await publishGrantThroughApi(
      suite.portal.url,
      staff,
      await createGrantThroughApi(suite.portal.url, staff, documentGrant('Return to School Fund')),
    );
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Mona',
      lastName: 'Member',
      email: 'mona.member@e2e.example',
      cardNumber: 'RS-LIFE-1',
      password: 'mona member password',
    });
  });

  it('saves a draft on a phone, and finishes it on a laptop without sending its file again', async () => {
    const phone = await suite.windowFor(member, phoneViewport);
    await phone.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await phone.getByLabel('What will you study? (required)').fill('Practical nursing');
    await phone.getByLabel('Proof of enrolment (required)').setInputFiles({
      name: 'acceptance.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('accepted'),
    });
    await phone.getByRole('button', { name: 'Save draft' }).click();
    await phone.getByText(/^Draft saved .+\. You can finish it on any device/).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await saveScreenshots(phone, 'draft-saved');

    // A draft is not an application: staff see nothing of it.
    expect(
      (await listApplicationsThroughApi(suite.portal.url, staff)).filter(
        (application) => application.user === member.user._id,
      ),
    ).toEqual([]);

    // Another device, another browser's storage: the dashboard offers to continue it.
    const laptop = await suite.windowFor(member, desktopViewport);
    await laptop.goto(`${suite.portal.url}/user-dashboard`);
    const resume = laptop.getByRole('link', {
      name: /^Continue your application — closes in \d days for Return to School Fund$/,
    });
    await resume.click();
    await laptop.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}`);
    await laptop.getByText(/^We put back the draft you saved /).waitFor();
    expect(await laptop.getByLabel('What will you study? (required)').inputValue()).toBe(
      'Practical nursing',
    );
    await laptop.getByText('Uploaded:').waitFor();
    expect(await laptop.locator('.file-chosen strong').textContent()).toBe('acceptance.pdf');
    await laptop
      .getByLabel('What will you study? (required)')
      .fill('Practical nursing at the college');
    await laptop.getByRole('button', { name: 'Preview Application' }).click();
    await laptop.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}/preview`);
    // Scoped to the preview's answers: the form's upload panel may still be on screen a moment.
    const answers = laptop.locator('.application-view-page .answer-list');
    await answers.getByText('Practical nursing at the college').waitFor();
    await answers.getByText('acceptance.pdf').waitFor();
    await saveScreenshots(laptop, 'draft-preview');
    await laptop.getByRole('button', { name: 'Submit Application' }).click();
    await laptop.waitForURL(`${suite.portal.url}/user-dashboard`);
    const said = await laptop.getByText(/Your reference is EDU-\d{4}-\d{6}\./).textContent();

    const [application, ...others] = await myApplicationsThroughApi(suite.portal.url, member);
    expect(others).toEqual([]);
    expect(said).toContain(application.reference);
    const files = await filesOfApplicationThroughApi(suite.portal.url, member, application._id);
    expect(Object.values(files).map((file) => file.originalname)).toEqual(['acceptance.pdf']);
    // Counted once it is an application.
    await eventually('the grant to count the application', async () =>
      (await getGrantThroughApi(suite.portal.url, staff, grant._id)).applicationCount === 1
        ? true
        : undefined,
    );
  });

  it('has a reviewer ask for one document, which the member replaces and resubmits', async () => {
    const application = await submitApplicationThroughApi(suite.portal.url, member, grant._id, {
      '0-0': 'Carpentry apprenticeship',
      '0-1': 'unsigned.pdf',
    });
    const uploaded = await uploadThroughApi(suite.portal.url, member, {
      applicationId: application._id,
      questionKey: '0-1',
      name: 'unsigned.pdf',
      content: pdf('unsigned'),
    });
    expect(uploaded.status).toBe(201);

    const reviewer = await suite.windowFor(staff, desktopViewport);
    await reviewer.goto(`${suite.portal.url}/admin/applications/${application._id}`);
    await reviewer.getByRole('button', { name: 'Request More Info' }).click();
    const request = reviewer.getByRole('dialog', {
      name: 'Ask the applicant for more information',
    });
    await request
      .getByLabel('What should the applicant send?')
      .fill('Please send the letter signed by the college.');
    await request.getByLabel('Your plan: Proof of enrolment (file)').check();
    await saveScreenshots(reviewer, 'more-info-request');
    await request.getByRole('button', { name: 'Send request' }).click();
    await reviewer.getByText('Application status updated to Requires More Information').waitFor();

    const page = await suite.windowFor(member, phoneViewport);
    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    const asked = page.getByRole('region', {
      name: 'The education office asks for more information',
    });
    await asked.getByText('Please send the letter signed by the college.').waitFor();
    // Exactly the document asked for; the plan stays as it was sent.
    expect(await asked.getByLabel('What will you study? (required)').count()).toBe(0);
    await asked.getByLabel('Proof of enrolment (required)').setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('signed'),
    });
    await asked.getByLabel('A note for the education office (optional)').fill('Signed today.');
    expect(await scrollsSideways(page)).toBe(false);
    await saveScreenshots(page, 'more-info-answer');
    await asked.getByRole('button', { name: 'Resubmit' }).click();
    await page.getByText('Your answers were sent. Your application is Submitted again.').waitFor();
    expect(await page.locator('.fact-list .badge-status').textContent()).toBe('Submitted');

    const stored = await getApplicationThroughApi(suite.portal.url, staff, application._id);
    expect(stored).toMatchObject({
      status: 'submitted',
      answers: { '0-0': 'Carpentry apprenticeship', '0-1': 'signed.pdf' },
    });
    expect(stored.statusHistory.map((entry) => entry.kind)).toEqual([
      'submitted',
      'moreInfoRequested',
      'resubmitted',
    ]);

    await reviewer.reload();
    const history = reviewer.getByRole('region', { name: 'Status history' });
    await history.getByText('asked for more information').waitFor();
    await history.getByText('sent the information asked for (status Submitted)').waitFor();
    await history.getByText('Signed today.').waitFor();
    await history.getByText('unsigned.pdf').waitFor();
    await saveScreenshots(reviewer, 'more-info-history');
    expect((await download(reviewer, 'Download signed.pdf')).equals(pdf('signed'))).toBe(true);
  });

  it('lets the member withdraw with a reason; staff see it as Withdrawn and it leaves the count', async () => {
    const application = await submitApplicationThroughApi(suite.portal.url, member, grant._id, {
      '0-0': 'Changing my mind',
    });
    const counted = async () =>
      (await getGrantThroughApi(suite.portal.url, staff, grant._id)).applicationCount;
    const before = await eventually('the new application counted', async () => {
      const count = await counted();
      return count >= 3 ? count : undefined;
    });

    const page = await suite.windowFor(member, phoneViewport);
    await page.goto(`${suite.portal.url}/applications/${application._id}`);
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw your application?' });
    await dialog.getByLabel('Why are you withdrawing? (optional)').fill('I found work instead.');
    await saveScreenshots(page, 'withdraw-dialog');
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    await page.getByText('Your application was withdrawn.').waitFor();
    expect(await page.locator('.fact-list .badge-status').textContent()).toBe('Withdrawn');
    expect(await page.getByRole('button', { name: 'Withdraw application' }).count()).toBe(0);

    await eventually('the count to follow', async () =>
      (await counted()) === before - 1 ? true : undefined,
    );

    const reviewer = await suite.windowFor(staff, desktopViewport);
    await reviewer.goto(`${suite.portal.url}/applications?status=withdrawn`);
    await reviewer.getByRole('table', { name: 'Applications: Withdrawn (1)' }).waitFor();
    await reviewer.goto(`${suite.portal.url}/admin/applications/${application._id}`);
    await reviewer
      .getByText(/^Withdrawn by the applicant on .+: it can no longer be reviewed/)
      .waitFor();
    expect(await reviewer.getByRole('group', { name: 'Set the status' }).count()).toBe(0);
    await reviewer.getByText('I found work instead.').waitFor();
    await saveScreenshots(reviewer, 'withdrawn-review');
  });
});
