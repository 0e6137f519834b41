import type { LoginResponse } from '@portal/contract';
import type { Grant } from '@portal/contract/grants';
import type { Locator, Page } from 'playwright-core';
import {
  everyQuestionTypeLabels,
  publishedEveryQuestionTypeGrant,
  getApplicationThroughApi,
  myApplicationsThroughApi,
  submitApplicationThroughApi,
  torontoDateFromToday,
} from '../support/applications-api.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
  widerThanPage,
} from '../support/grant-screenshots.js';
import { browserSuite } from '../support/browser-suite.js';
import { registerThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/**
 * The member's side: applying to a published grant with every question type in
 * Chromium against the built portal, answers that survive a reload and a dropped connection,
 * and the member's lists and read-only view; another member is refused the application.
 */
describe('applying for a grant', () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let ann: LoginResponse;
  let bob: LoginResponse;
  let grant: Grant;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, educationOfficer);
    // Opened ten days ago, closing at the end of the day three days from now (Toronto): '4 d left'.
    const dates = { openDate: torontoDateFromToday(-10), closeDate: torontoDateFromToday(3) };
    // Ann applies more than once (the form again after her first application, another test).
    grant = await publishedEveryQuestionTypeGrant(
      suite.portal.url,
      staff,
      'Post-Secondary Bursary',
      dates,
      { oneApplicationPerMember: false },
    );
    ann = await registerThroughApi(suite.portal.url, {
      firstName: 'Ann',
      lastName: 'Applicant',
      email: 'ann.applicant@e2e.example',
      cardNumber: 'RS-E2E-801',
      password: 'ann member password',
    });
    bob = await registerThroughApi(suite.portal.url, {
      firstName: 'Bob',
      lastName: 'Bystander',
      email: 'bob.bystander@e2e.example',
      cardNumber: 'RS-E2E-802',
      password: 'bob member password',
    });
  });

  /** Pictures at 1280 and 390 px, and no sideways scrolling on the phone. */
  async function lookAt(page: Page, name: string) {
    await saveScreenshots(page, name);
    await page.setViewportSize(phoneViewport);
    // The elements that stick out name the culprit when the page does scroll sideways.
    expect({
      scrolls: await scrollsSideways(page),
      widerThanPage: await widerThanPage(page),
    }).toEqual({
      scrolls: false,
      widerThanPage: [],
    });
    await page.setViewportSize(desktopViewport);
  }

  const labels = everyQuestionTypeLabels;
  const needs = (page: Page) => page.getByRole('group', { name: labels.needs });
  const rank = (page: Page) => page.getByRole('group', { name: labels.rank });
  const priorityOrder = (page: Page) => rank(page).locator('.priority-text').allTextContents();
  const summary = (page: Page) => page.locator('.problem-summary');
  /** The form's way on: the preview, where the final Submit is. */
  const submitButton = (page: Page) => page.getByRole('button', { name: 'Preview Application' });
  const descriptionOf = (locator: Locator) =>
    locator.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const pdf = {
    name: 'enrolment.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  };

  it('applies with every question type: defaults, each message, a reload, a dropped connection, then the lists and the read-only view', async () => {
    const page = await suite.windowFor(ann);
    await page.goto(`${suite.portal.url}/apply-grant`);

    // The card: title, type, days left in Toronto, description cut to 100 characters, Apply Now.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: grant.title }) });
    await card.waitFor();
    expect(await card.locator('.badge').allTextContents()).toEqual(['Scholarship', '4 d left']);
    const preview = await card.locator('.grant-card-description').textContent();
    // The first 100 characters (here: "…up to $3,000 CAD a year,"), without the comma, and "…".
    expect(preview).toBe(`${grant.description.slice(0, 100).replace(/,$/, '')}…`);
    expect(await card.getByText(/^Closes /).textContent()).toBe(
      `Closes ${torontoDateFromToday(3)}`,
    );
    await page
      .getByRole('region', { name: 'My Grant Applications' })
      .getByText('No applications submitted yet.')
      .waitFor();

    await card.getByRole('link', { name: /^Apply Now/ }).click();
    await page.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}`);
    await submitButton(page).waitFor();

    // Heading lines of the description, and every question at its default (spec §5).
    expect(
      await page
        .getByRole('region', { name: 'About this grant' })
        .getByRole('heading')
        .allTextContents(),
    ).toEqual(['Eligibility:', 'Note: proof of enrolment is required.']);
    expect(await page.getByLabel(labels.study).inputValue()).toBe('');
    expect(await page.getByLabel(labels.member).isChecked()).toBe(false);
    expect(await page.getByLabel(labels.start).inputValue()).toBe('');
    expect(await page.getByLabel(labels.mode).inputValue()).toBe('Full-time');
    expect(await needs(page).getByLabel('Tuition').isChecked()).toBe(true);
    expect(await needs(page).getByLabel('Books').isChecked()).toBe(true);
    expect(await needs(page).getByLabel('Travel').isChecked()).toBe(false);
    expect(await priorityOrder(page)).toEqual(['Tuition', 'Housing', 'Transportation']);

    // An empty submit (the multi-select's defaults unticked): every message, and the summary
    // at the top with focus.
    await needs(page).getByLabel('Tuition').uncheck();
    await needs(page).getByLabel('Books').uncheck();
    await page.mouse.wheel(0, 2000);
    await submitButton(page).click();
    await summary(page).getByText('Please fill out all required fields').waitFor();
    expect(await summary(page).getAttribute('role')).toBe('alert');
    expect(await summary(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The written answer's limit is said with it, before it bites.
    expect(await descriptionOf(page.getByLabel(labels.study))).toBe(
      'Up to 10,000 characters. Error: This field is required',
    );
    expect(await descriptionOf(page.getByLabel(labels.member))).toBe(
      'Error: This checkbox is required',
    );
    expect(await descriptionOf(page.getByLabel(labels.start))).toBe(
      'Error: This field is required',
    );
    expect(await descriptionOf(needs(page))).toBe('Error: Please select at least one option');
    expect(await descriptionOf(page.getByLabel(labels.file))).toContain(
      'Error: Please upload a file',
    );
    expect(await summary(page).getByRole('link').allTextContents()).toEqual([
      'What will you study? — This field is required',
      'I am a member of the Nation — This checkbox is required',
      'When do your studies start? — This field is required',
      'What do you need help with? — Please select at least one option',
      'Proof of enrolment — Please upload a file',
    ]);
    await lookAt(page, 'apply-form-errors');

    // Answers, the priority by keyboard, and a file of the wrong type.
    await page.getByLabel(labels.study).fill('Nursing at the college, starting in January.');
    await page.getByLabel(labels.member).check();
    await page.getByLabel(labels.start).fill('2027-01-10');
    await page.getByLabel(labels.mode).selectOption('Part-time');
    await needs(page).getByLabel('Travel').check();
    await rank(page).getByRole('button', { name: 'Move down Tuition' }).focus();
    await page.keyboard.press('Enter');
    expect(await priorityOrder(page)).toEqual(['Housing', 'Tuition', 'Transportation']);
    expect(
      await rank(page)
        .getByRole('button', { name: 'Move down Tuition' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.getByLabel(labels.file).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await summary(page)
      .getByText(/^Proof of enrolment — Invalid file type/)
      .waitFor();
    expect(await descriptionOf(page.getByLabel(labels.file))).toContain(
      'Error: Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.',
    );

    // A reload mid-form: the typed answers come back; the file must be chosen again.
    await page.reload();
    await page.getByText(/^We put back the answers you typed \(last kept /).waitFor();
    expect(await page.getByLabel(labels.study).inputValue()).toBe(
      'Nursing at the college, starting in January.',
    );
    expect(await page.getByLabel(labels.member).isChecked()).toBe(true);
    expect(await page.getByLabel(labels.start).inputValue()).toBe('2027-01-10');
    expect(await page.getByLabel(labels.mode).inputValue()).toBe('Part-time');
    expect(await needs(page).getByLabel('Travel').isChecked()).toBe(true);
    expect(await priorityOrder(page)).toEqual(['Housing', 'Tuition', 'Transportation']);
    await page.getByLabel(labels.file).setInputFiles(pdf);
    await page.getByRole('button', { name: 'Remove enrolment.pdf' }).waitFor();

    // A dropped connection: the form stays filled, says why, and the same button saves again.
    await page.route('**/api/grant-applications/drafts', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await submitButton(page).click();
    await summary(page)
      .getByText('Your answers are still here, and kept in this browser.')
      .waitFor();
    expect(await page.getByLabel(labels.study).inputValue()).toBe(
      'Nursing at the college, starting in January.',
    );
    await lookAt(page, 'apply-form-connection-lost');
    await page.unroute('**/api/grant-applications/drafts');

    // The draft saved (the file uploaded to it), then the preview of every answer and
    // file, each with its way back, and the final Submit.
    await submitButton(page).click();
    await page.waitForURL(`${suite.portal.url}/apply-grant/${grant._id}/preview`);
    await page.getByRole('heading', { level: 1, name: 'Check your application' }).waitFor();
    const previewed = (question: string) =>
      page
        .locator('.answer-item')
        .filter({ has: page.getByText(question, { exact: true }) })
        .locator('dd');
    await previewed('Proof of enrolment').getByText('enrolment.pdf').waitFor();
    expect(await previewed('What will you study?').textContent()).toContain(
      'Nursing at the college, starting in January.',
    );
    expect(
      await previewed('What will you study?')
        .getByRole('link', { name: 'Change answer to What will you study?' })
        .getAttribute('href'),
    ).toBe(`/apply-grant/${grant._id}#question-0-0`);
    await lookAt(page, 'apply-preview');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${suite.portal.url}/user-dashboard`);
    await page.getByText(`Your application for "${grant.title}" was submitted.`).waitFor();
    const reference = await page.getByText(/Your reference is EDU-\d{4}-\d{6}\./).textContent();
    await lookAt(page, 'apply-submitted');
    expect(
      await page.evaluate(() =>
        Object.keys(window.localStorage).filter((key) =>
          key.startsWith('portal.member-data.application-draft'),
        ),
      ),
    ).toEqual([]);

    // Stored once, with every answer (the file by its name until uploads come).
    const [summaryOfMine, ...others] = await myApplicationsThroughApi(suite.portal.url, ann);
    expect(others).toEqual([]);
    const stored = await getApplicationThroughApi(suite.portal.url, ann, summaryOfMine._id);
    expect(reference).toContain(stored.reference);
    expect(stored.answers).toEqual({
      '0-0': 'Nursing at the college, starting in January.',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '0-3': 'Part-time',
      '1-0': ['Travel'],
      '1-1': ['Housing', 'Tuition', 'Transportation'],
      '1-2': 'enrolment.pdf',
    });

    // My Grant Applications and the Already applied badge on /apply-grant.
    await page.getByRole('link', { name: 'Education', exact: true }).click();
    await page.waitForURL(`${suite.portal.url}/apply-grant`);
    const mine = page.getByRole('region', { name: 'My Grant Applications' });
    const row = mine.getByRole('listitem').filter({ hasText: grant.title });
    await row.waitFor();
    expect(await row.locator('.badge').textContent()).toBe('Submitted');
    expect(await card.locator('.badge').allTextContents()).toContain('Already applied');
    await lookAt(page, 'apply-grant');

    // /my-applications, then View: the read-only application.
    await page.goto(`${suite.portal.url}/my-applications`);
    const listed = page.getByRole('list', { name: 'My Applications' }).getByRole('listitem');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    expect(await listed.locator('.badge').textContent()).toBe('Submitted');
    await listed.getByRole('link', { name: `View application for ${grant.title}` }).click();
    await page.waitForURL(`${suite.portal.url}/applications/${stored._id}`);
    await page.getByRole('heading', { level: 1, name: grant.title }).waitFor();
    const answerTo = (question: string) =>
      page
        .locator('.answer-item')
        .filter({ has: page.getByText(question, { exact: true }) })
        .locator('dd');
    expect(await answerTo('What will you study?').textContent()).toBe(
      'Nursing at the college, starting in January.',
    );
    expect(await answerTo('I am a member of the Nation').textContent()).toBe('Yes');
    expect(await answerTo('Rank your needs').getByRole('listitem').allTextContents()).toEqual([
      'Housing',
      'Tuition',
      'Transportation',
    ]);
    // The file chosen in the form arrived after the save: named, with its size and a download.
    const enrolmentAnswer = answerTo('Proof of enrolment');
    expect(await enrolmentAnswer.locator('.file-download-name').textContent()).toBe(
      'enrolment.pdf',
    );
    await enrolmentAnswer.getByRole('button', { name: 'Download enrolment.pdf' }).waitFor();
    expect(await page.locator('.fact-list .badge-status').textContent()).toBe('Submitted');
    await lookAt(page, 'application-view');

    // The form starts afresh: the draft (on the portal and in this browser) went with the submission.
    await page.goto(`${suite.portal.url}/apply-grant/${grant._id}`);
    await submitButton(page).waitFor();
    expect(await page.getByLabel(labels.study).inputValue()).toBe('');
  });

  it("refuses another member's application with spec §6's sentence", async () => {
    const application = await submitApplicationThroughApi(suite.portal.url, ann, grant._id, {
      '0-0': 'Forestry',
      '0-1': 'yes',
      '0-2': '2027-09-01',
      '0-3': 'Full-time',
      '1-0': ['Books'],
      '1-1': ['Tuition', 'Housing', 'Transportation'],
    });
    const page = await suite.windowFor(bob);

    await page.goto(`${suite.portal.url}/applications/${application._id}`);

    await page
      .getByRole('alert')
      .getByText("You don't have permission to view this application.")
      .waitFor();
    expect(await page.getByText('Forestry').count()).toBe(0);
  });
});
