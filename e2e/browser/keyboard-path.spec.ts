import type { LoginResponse } from '@portal/contract';
import { portalRoutes } from '@portal/contract/access';
import type { Grant } from '@portal/contract/grants';
import type { Page } from 'playwright-core';
import {
  everyQuestionTypeLabels,
  publishedEveryQuestionTypeGrant,
  getApplicationThroughApi,
  myApplicationsThroughApi,
  torontoDateFromToday,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import { phoneViewport } from '../support/grant-screenshots.js';
import {
  descriptionOf,
  describeFocus,
  expectArrivedAt,
  expectFreshPage,
  expectVisibleFocus,
  hasFocus,
  tabTo,
  useSkipLink,
} from '../support/keyboard.js';
import { signInThroughApi } from '../support/sessions.js';
import { educationOfficer, signInEducationStaff } from '../support/staff.js';

/** The tab's name for a route of the contract's route table (before `– Education Grants Portal`). */
function titleOf(path: string): string {
  const route = portalRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path} in the route table`);
  return route.title;
}

/** The names and ids of the controls that say they are invalid, in page order. */
function invalidControls(page: Page): Promise<string[]> {
  return page
    .locator('[aria-invalid="true"]')
    .evaluateAll((controls) =>
      controls.map((control) => control.getAttribute('name') ?? control.id),
    );
}

/**
 * A new member on a phone (390 px) with only a keyboard. From the first Tab on the
 * landing page to the read-only application, nothing is clicked, filled in by the test or
 * focused by script: every move is a key press (Tab, Shift+Tab, Enter, Space, arrows, typing).
 * At every Tab stop focus is drawn (a ring on an element on screen); at every navigation
 * inside the page the tab's title names the new page and focus is on its heading; after a full
 * page load the first Tab reaches the skip link. A failed submit ties each problem to its field
 * (aria-invalid, aria-describedby) and announces the form's summary (role="alert").
 */
describe('the member path with the keyboard alone, at 390 px', () => {
  const suite = browserSuite();
  let grant: Grant;

  beforeAll(async () => {
    const staff: LoginResponse = await signInEducationStaff(
      suite.portal.url,
      suite.admin,
      educationOfficer,
    );
    const dates = { openDate: torontoDateFromToday(-10), closeDate: torontoDateFromToday(30) };
    grant = await publishedEveryQuestionTypeGrant(
      suite.portal.url,
      staff,
      'Keyboard Bursary',
      dates,
    );
  });

  const member = {
    firstName: 'Kim',
    lastName: 'Keys',
    email: 'kim.keys@e2e.example',
    cardNumber: 'RS-KEYS-11',
    password: 'kim member password',
  };
  const labels = everyQuestionTypeLabels;
  const pdf = {
    name: 'enrolment.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  };

  it('registers, signs in, applies with every question type, submits and opens the application', async () => {
    // en-US: a date field is typed month, day, year (the test types into it as a person would).
    const page = await suite.windowFor(undefined, phoneViewport, { locale: 'en-US' });
    const main = page.getByRole('main');

    // ---- The landing page: the first Tab is the skip link, which takes focus to <main>.
    await page.goto(`${suite.portal.url}/`);
    await main.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    expect(await page.title()).toBe(`${titleOf('/')} – Education Grants Portal`);
    await useSkipLink(page);

    // ---- /register, from the header (back from <main> with Shift+Tab).
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }),
      { backwards: true },
    );
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, {
      path: '/register',
      title: titleOf('/register'),
      heading: 'Register',
    });

    // An empty submit: every field says what is wrong, tied to it, and focus is on the first.
    const registerButton = main.getByRole('button', { name: 'Register' });
    await tabTo(page, registerButton);
    await page.keyboard.press('Enter');
    await main.getByText('First Name is required').waitFor();
    expect(await invalidControls(page)).toEqual([
      'firstName',
      'lastName',
      'email',
      'cardNumber',
      'password',
    ]);
    expect(await descriptionOf(page.getByLabel('First Name'))).toBe(
      'Error: First Name is required',
    );
    expect(await descriptionOf(page.getByLabel('Last Name'))).toBe('Error: Last Name is required');
    expect(await descriptionOf(page.getByLabel('Email (Username)'))).toBe(
      'Error: Email is required',
    );
    expect(await descriptionOf(page.getByLabel('RSMIN Card Number'))).toBe(
      'Error: RSMIN Card Number is required',
    );
    expect(await descriptionOf(page.getByLabel('Password'))).toBe(
      'At least 12 characters. Not a password others use or could guess. Error: Password is required',
    );
    expect(await hasFocus(page.getByLabel('First Name'))).toBe(true);
    await expectVisibleFocus(page);

    await page.keyboard.type(member.firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.cardNumber);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(member.password);
    await tabTo(page, registerButton);
    await page.keyboard.press('Enter');
    // Registered and signed in: the dashboard, reached inside the page.
    await expectArrivedAt(page, {
      path: '/user-dashboard',
      title: titleOf('/user-dashboard'),
      heading: `Welcome, ${member.firstName}`,
    });

    // ---- Logout (a full page load of /login), then sign in again with the login form.
    await tabTo(page, page.getByRole('button', { name: 'Logout' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expectFreshPage(page, { path: '/login', title: titleOf('/login') });
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByLabel('Password'))).toBe(true);
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    // Spec §2: 'Login successful', then a full page load of /user-dashboard.
    await expectFreshPage(page, { path: '/user-dashboard', title: titleOf('/user-dashboard') });

    // ---- The grant list, then the grant.
    await tabTo(page, main.getByRole('link', { name: 'Education' }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, {
      path: '/apply-grant',
      title: titleOf('/apply-grant'),
      heading: 'Apply for a Grant',
    });
    await tabTo(page, main.getByRole('link', { name: `Apply Now for ${grant.title}` }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, {
      path: `/apply-grant/${grant._id}`,
      title: titleOf('/apply-grant/:id'),
      heading: grant.title,
    });

    // ---- A submit with nothing answered: the summary (an alert) takes focus, and each
    // question's problem is tied to its field. Tabbing there passes every control of the form.
    // The form goes on to the preview, where the final Submit is.
    const submit = main.getByRole('button', { name: 'Preview Application' });
    await tabTo(page, submit, { most: 80 });
    await page.keyboard.press('Enter');
    const summary = page.locator('.problem-summary');
    await summary.getByText('Please fill out all required fields').waitFor();
    expect(await summary.getAttribute('role')).toBe('alert');
    expect(await hasFocus(summary)).toBe(true);
    await expectVisibleFocus(page);
    // The multi-select, the dropdown and the priority start with answers (spec §5); the other
    // four are required and empty. A group of checkboxes is described, not marked invalid:
    // ARIA allows aria-invalid on a control, not on a group.
    expect(await invalidControls(page)).toEqual([
      'answer-0-0',
      'answer-0-1',
      'answer-0-2',
      'answer-1-2',
    ]);
    // A written answer's hint says its limit before the error.
    expect(await descriptionOf(page.getByLabel(labels.study))).toBe(
      'Up to 10,000 characters. Error: This field is required',
    );
    expect(await descriptionOf(page.getByLabel(labels.member))).toBe(
      'Error: This checkbox is required',
    );
    expect(await descriptionOf(page.getByLabel(labels.start))).toBe(
      'Error: This field is required',
    );
    expect(await descriptionOf(page.getByLabel(labels.file))).toMatch(
      /Error: Please upload a file$/,
    );
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'What will you study? — This field is required',
      'I am a member of the Nation — This checkbox is required',
      'When do your studies start? — This field is required',
      'Proof of enrolment — Please upload a file',
    ]);

    // ---- Answering: the summary's first link leads to the first question.
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toMatch(
      /^a "What will you study\? — This field is required"/,
    );
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    expect(await hasFocus(page.getByLabel(labels.study))).toBe(true);
    await page.keyboard.type('Nursing at the college, starting in January.');

    // The checkbox: Space ticks it.
    await tabTo(page, page.getByLabel(labels.member));
    await page.keyboard.press('Space');
    expect(await page.getByLabel(labels.member).isChecked()).toBe(true);

    // The date: typed month, day, year into the browser's date field.
    await tabTo(page, page.getByLabel(labels.start));
    await page.keyboard.type('01102027');
    expect(await page.getByLabel(labels.start).inputValue()).toBe('2027-01-10');

    // The dropdown: the arrow key chooses the next option (Full-time is the grant's default).
    await tabTo(page, page.getByLabel(labels.mode));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(labels.mode).inputValue()).toBe('Part-time');

    // The multi-select: Tuition and Books ticked by default; Space adds Travel.
    const needs = page.getByRole('group', { name: labels.needs });
    await tabTo(page, needs.getByLabel('Travel'));
    await page.keyboard.press('Space');
    expect(await needs.getByLabel('Travel').isChecked()).toBe(true);

    // The priority: each move by its button; focus stays on the moved item's button and its new
    // place is announced.
    const rank = page.getByRole('group', { name: labels.rank });
    const order = () => rank.locator('.priority-text').allTextContents();
    await tabTo(page, rank.getByRole('button', { name: 'Move down Tuition' }));
    await page.keyboard.press('Enter');
    expect(await order()).toEqual(['Housing', 'Tuition', 'Transportation']);
    expect(await hasFocus(rank.getByRole('button', { name: 'Move down Tuition' }))).toBe(true);
    await rank.getByRole('status').getByText('Tuition moved to position 2 of 3').waitFor();
    await tabTo(page, rank.getByRole('button', { name: 'Move up Transportation' }));
    await page.keyboard.press('Enter');
    expect(await order()).toEqual(['Housing', 'Transportation', 'Tuition']);
    expect(await hasFocus(rank.getByRole('button', { name: 'Move up Transportation' }))).toBe(true);
    await rank.getByRole('status').getByText('Transportation moved to position 2 of 3').waitFor();

    // The file: Space on the file field opens the system's file dialog. That dialog is not part
    // of the page; Playwright's filechooser event stands in for the person choosing the file.
    // Asked for before the tabbing: Playwright turns on its catching of the dialog as it starts
    // waiting, and on a busy machine a press right after could open the dialog before that.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByLabel(labels.file));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdf);
    await main.getByRole('button', { name: 'Remove enrolment.pdf' }).waitFor();

    // Every problem is gone as it was answered.
    expect(await invalidControls(page)).toEqual([]);

    // ---- Preview: the draft saved, the file uploaded to it, every answer shown; then Submit,
    // and the dashboard says so.
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, {
      path: `/apply-grant/${grant._id}/preview`,
      title: titleOf('/apply-grant/:id/preview'),
      heading: 'Check your application',
    });
    const finalSubmit = main.getByRole('button', { name: 'Submit Application' });
    await tabTo(page, finalSubmit, { most: 40 });
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, {
      path: '/user-dashboard',
      title: titleOf('/user-dashboard'),
      heading: `Welcome, ${member.firstName}`,
    });
    await main.getByText(`Your application for "${grant.title}" was submitted.`).waitFor();

    // ---- Following it: the dashboard's link to the read-only application.
    const session = await signInThroughApi(suite.portal.url, member.email, member.password);
    const [mine, ...others] = await myApplicationsThroughApi(suite.portal.url, session);
    expect(others).toEqual([]);
    await tabTo(page, main.getByRole('link', { name: 'View your application' }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, {
      path: `/applications/${mine._id}`,
      title: titleOf('/applications/:id'),
      heading: grant.title,
    });
    await main.getByRole('button', { name: 'Download enrolment.pdf' }).waitFor();

    const stored = await getApplicationThroughApi(suite.portal.url, session, mine._id);
    expect(stored.answers).toEqual({
      '0-0': 'Nursing at the college, starting in January.',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '0-3': 'Part-time',
      '1-0': ['Tuition', 'Books', 'Travel'],
      '1-1': ['Housing', 'Transportation', 'Tuition'],
      '1-2': 'enrolment.pdf',
    });
  });
});
