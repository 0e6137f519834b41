import type { LoginResponse } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import {
  getApplicationThroughApi,
  myApplicationsThroughApi,
  torontoDateFromToday,
} from '../support/applications-api.js';
import { browserSuite } from '../support/browser-suite.js';
import {
  desktopViewport,
  phoneViewport,
  saveScreenshots,
  scrollsSideways,
  widerThanPage,
} from '../support/grant-screenshots.js';
import { getGrantThroughApi, publishGrantThroughApi } from '../support/grants-api.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';

/**
 * The builder's newer questions through build → apply → review, in Chromium against the built
 * portal: a short text, a number and an amount in dollars with their limits, help text, a
 * multi-select option that stands alone, a question moved with the keyboard; the member types
 * the amount as people write it here and the portal keeps whole cents; the member's view and
 * the review page read it in en-CA dollars.
 */
describe("the builder's questions, built, answered and reviewed", () => {
  const suite = browserSuite();
  let staff: LoginResponse;
  let member: LoginResponse;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Bea',
      lastName: 'Builder',
      email: 'bea.builder@e2e.example',
      password: 'bea staff password',
    });
    member = await registerThroughApi(suite.portal.url, {
      firstName: 'Nora',
      lastName: 'Numbers',
      email: 'nora.numbers@e2e.example',
      cardNumber: 'RS-E2E-2702',
      password: 'nora member password',
    });
  });

  async function lookAt(page: Page, name: string) {
    await saveScreenshots(page, name);
    await page.setViewportSize(phoneViewport);
    expect({ scrolls: await scrollsSideways(page), wider: await widerThanPage(page) }).toEqual({
      scrolls: false,
      wider: [],
    });
    await page.setViewportSize(desktopViewport);
  }

  const question = (page: Page, number: number) =>
    page.getByRole('group', { name: `Question ${number}`, exact: true });
  const describedBy = (locator: Locator) =>
    locator.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );

  async function addQuestion(page: Page, number: number, type: string, label: string) {
    await page.getByRole('button', { name: /^Add question/ }).click();
    const added = question(page, number);
    await added.getByLabel('Question label').fill(label);
    await added.getByLabel('Question type').selectOption(type);
    return added;
  }

  it('builds, applies with an amount in dollars kept as cents, and reads it back as $1,234.56', async () => {
    // Build.
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/create-grant`);
    await page.getByRole('heading', { level: 1, name: 'Create New Grant' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Travel for Learning Fund');
    await page.getByLabel('Open Date').fill(`${torontoDateFromToday(-1)}T09:00`);
    await page.getByLabel('Close Date').fill(`${torontoDateFromToday(30)}T17:00`);

    const school = await addQuestion(page, 1, 'short-text', 'Where do you study?');
    await school.getByLabel('Help text (optional)').fill('The school, as it is usually written.');
    await school.getByLabel('Most characters').fill('80');
    const days = await addQuestion(page, 2, 'number', 'How many days?');
    await days.getByLabel('Smallest number').fill('1');
    await days.getByLabel('Largest number').fill('365');
    const costs = await addQuestion(page, 3, 'multi-select', 'Which costs?');
    for (const option of ['Books', 'Travel', 'None of these']) {
      await costs.getByRole('button', { name: 'Add option' }).click();
      await page.keyboard.type(option);
    }
    await costs
      .getByRole('group', { name: 'Options that stand alone' })
      .getByLabel('None of these')
      .check();
    await costs.getByLabel('Required').uncheck();
    const amount = await addQuestion(page, 4, 'currency', 'How much do you ask for?');
    await amount.getByLabel('Help text (optional)').fill('Travel and lodging together.');
    await amount.getByLabel('Smallest amount ($)').fill('100');
    await amount.getByLabel('Largest amount ($)').fill('2 500,00');
    for (const number of [1, 2, 3, 4])
      await question(page, number).getByLabel('Question weight (%)').fill('25');

    // The amount moves up twice with the keyboard; focus stays on its button.
    const moveUp = amount.getByRole('button', { name: 'Move Question 4 of section 1 up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(
      await page
        .getByLabel('Question label')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([
      'Where do you study?',
      'How much do you ask for?',
      'How many days?',
      'Which costs?',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move Question 2 of section 1 up',
    );
    await lookAt(page, 'builder-newer-questions');

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Travel for Learning Fund' }).waitFor();
    const grantId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByText('The school, as it is usually written.').waitFor();
    await page.getByText('$100.00 to $2,500.00').waitFor();
    await lookAt(page, 'grant-detail-newer-questions');
    const stored = await getGrantThroughApi(suite.portal.url, staff, grantId);
    expect(stored.sections[0].questions.map(({ type, min, max }) => [type, min, max])).toEqual([
      ['short-text', undefined, 80],
      ['currency', 10_000, 250_000],
      ['number', 1, 365],
      ['multi-select', undefined, undefined],
    ]);
    expect(stored.sections[0].questions[3].exclusiveOptions).toEqual(['None of these']);
    await publishGrantThroughApi(suite.portal.url, staff, stored);

    // Apply.
    const form = await suite.windowFor(member);
    await form.goto(`${suite.portal.url}/apply-grant/${grantId}`);
    const amountField = form.getByLabel('How much do you ask for? (required)');
    await amountField.waitFor();
    expect(await describedBy(amountField)).toBe(
      'Travel and lodging together. In Canadian dollars, such as 1,234.56. From $100.00 to $2,500.00.',
    );
    expect(await describedBy(form.getByLabel('Where do you study? (required)'))).toBe(
      'The school, as it is usually written. Up to 80 characters.',
    );
    await form.getByLabel('Where do you study? (required)').fill('Red River College');
    await form.getByLabel('How many days? (required)').fill('12,5');
    await amountField.fill('3 000');
    const choices = form.getByRole('group', { name: 'Which costs?' });
    await choices.getByLabel('Books').check();
    await choices.getByLabel('Travel').check();
    await choices.getByLabel('None of these').check();
    expect(await choices.getByLabel('Books').isChecked()).toBe(false);
    await choices.getByLabel('Travel').check();
    expect(await choices.getByLabel('None of these').isChecked()).toBe(false);

    // Out of its range: the form says so by the field, in dollars.
    await form.getByRole('button', { name: 'Preview Application' }).click();
    expect(await describedBy(amountField)).toContain(
      'Please enter an amount from $100.00 to $2,500.00.',
    );
    await lookAt(form, 'apply-newer-questions');
    await amountField.fill('1 234,56');
    await form.getByRole('button', { name: 'Preview Application' }).click();
    await form.waitForURL(`${suite.portal.url}/apply-grant/${grantId}/preview`);
    await form.getByText('$1,234.56').waitFor();
    await lookAt(form, 'apply-preview-newer-questions');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.waitForURL(`${suite.portal.url}/user-dashboard`);

    const [mine] = await myApplicationsThroughApi(suite.portal.url, member);
    const application = await getApplicationThroughApi(suite.portal.url, staff, mine._id);
    // Whole cents, never a float; the number as plain decimal text.
    expect(application.answers).toEqual({
      '0-0': 'Red River College',
      '0-1': '123456',
      '0-2': '12.5',
      '0-3': ['Travel'],
    });

    // Read back: the member's view and the review page, in en-CA dollars.
    await form.goto(`${suite.portal.url}/applications/${application._id}`);
    await form.getByText('$1,234.56').waitFor();
    await lookAt(form, 'application-view-newer-questions');
    const review = await suite.windowFor(staff);
    await review.goto(`${suite.portal.url}/admin/applications/${application._id}`);
    await review.getByRole('heading', { level: 1, name: 'Review Application' }).waitFor();
    await review.getByText('$1,234.56').waitFor();
    await review.getByText('12.5', { exact: true }).waitFor();
    await lookAt(review, 'review-newer-questions');
  });

  it('refuses an amount that is not whole cents, and an answer that breaks an option standing alone, on the server', async () => {
    const grant = (await myApplicationsThroughApi(suite.portal.url, member))[0];
    const submit = (answers: Record<string, unknown>) =>
      fetch(`${suite.portal.url}/api/grant-applications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ grantId: grant.grantId, answers }),
      });
    const base = { '0-0': 'Red River College', '0-2': '10', '0-3': ['Travel'] };
    for (const [answers, message] of [
      [{ ...base, '0-1': '1234.56' }, 'Please enter an amount in dollars, such as 1,234.56.'],
      [{ ...base, '0-1': '9999999' }, 'Please enter an amount from $100.00 to $2,500.00.'],
      [
        { ...base, '0-1': '50000', '0-3': ['Travel', 'None of these'] },
        '"None of these" cannot be chosen with other options.',
      ],
    ] as const) {
      const answer = await submit(answers);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain(message);
    }
  });
});
