import type { LoginResponse } from '@portal/contract';
import type { QuestionType } from '@portal/contract/grants';
import type { Locator, Page } from 'playwright-core';
import { saveGrantScreenshot, scrollsSideways } from '../support/grant-screenshots.js';
import {
  availableGrantsThroughApi,
  createGrantThroughApi,
  getGrantThroughApi,
  grantInput,
  listGrantsThroughApi,
  publishGrantThroughApi,
} from '../support/grants-api.js';
import { eventually } from '../support/portal-parts.js';
import { browserSuite } from '../support/browser-suite.js';
import { registerThroughApi } from '../support/sessions.js';
import { signInEducationStaff } from '../support/staff.js';
import { submitApplicationThroughApi } from '../support/applications-api.js';

/** The grant builder (`/create-grant`, `/grants/{id}/edit`) in Chromium against the real portal. */
describe('grant builder', () => {
  const suite = browserSuite();
  let staff: LoginResponse;

  beforeAll(async () => {
    staff = await signInEducationStaff(suite.portal.url, suite.admin, {
      firstName: 'Greta',
      lastName: 'Builder',
      email: 'greta.builder@e2e.example',
      password: 'greta staff password',
    });
  });

  const section = (page: Page, number: number) =>
    page.getByRole('region', { name: new RegExp(`^Section ${number}(:|$)`) });
  const question = (scope: Locator, number: number) =>
    scope.getByRole('group', { name: `Question ${number}`, exact: true });
  const isFocused = (element: Element) => element === document.activeElement;

  /** Title, description and dates of a grant, as staff type them. */
  async function fillGrantFields(page: Page, title: string) {
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Support for apprentices.');
    await page.getByLabel('Open Date').fill('2026-09-01T09:00');
    await page.getByLabel('Close Date').fill('2026-12-01T17:00');
  }

  /**
   * Adds a question of `type` to `scope` (a section), with its options. (Adding shares the
   * weights out again: set them once every question is there.)
   */
  async function addQuestion(
    scope: Locator,
    number: number,
    type: QuestionType,
    options: string[] = [],
  ): Promise<Locator> {
    await scope.getByRole('button', { name: /^Add question/ }).click();
    const added = question(scope, number);
    await added.getByLabel('Question label').fill(`Question about ${type}`);
    await added.getByLabel('Question type').selectOption(type);
    for (const option of options) {
      await added.getByRole('button', { name: 'Add option' }).click();
      // The new option's field has focus: type into it as a person would.
      await added.page().keyboard.type(option);
    }
    return added;
  }

  it('builds a grant with all seven question types: off totals show inline and block the save, balanced it saves as a draft', async () => {
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/create-grant`);
    await page.getByRole('heading', { level: 1, name: 'Create New Grant' }).waitFor();
    // The builder's stylesheet came with its chunk.
    expect(await page.locator('.weight-bar').evaluate((bar) => getComputedStyle(bar).display)).toBe(
      'flex',
    );

    await fillGrantFields(page, 'Trades Bursary 2026');
    await page.getByLabel('Type', { exact: true }).selectOption('professional-development');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    expect(
      await page
        .getByRole('figure', { name: 'Section weights' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['General Information: 33.3%', 'Section 2: 33.3%', 'Section 3: 33.4%']);

    const plans = section(page, 1);
    await addQuestion(plans, 1, 'textarea');
    await addQuestion(plans, 2, 'checkbox');
    await addQuestion(plans, 3, 'file');
    await addQuestion(plans, 4, 'date');
    const trade = await addQuestion(plans, 5, 'dropdown', ['Welding', 'Carpentry']);
    const costs = await addQuestion(plans, 6, 'multi-select', ['Books', 'Tools', 'Travel']);
    const priorities = await addQuestion(plans, 7, 'priority', [
      'Option A',
      'Option B',
      'Option C',
    ]);
    const questionWeights = ['10', '10', '10', '10', '20', '20', '10'];
    for (const [index, weight] of questionWeights.entries()) {
      await question(plans, index + 1)
        .getByLabel('Question weight (%)')
        .fill(weight);
    }
    await trade.getByRole('group', { name: 'Default choice' }).getByLabel('Carpentry').check();
    const defaults = costs.getByRole('group', { name: 'Selected by default' });
    await defaults.getByLabel('Books').check();
    await defaults.getByLabel('Travel').check();

    // Ordered with the keyboard: focus stays on the moved option's button.
    const moveCUp = priorities.getByRole('button', { name: 'Move Option C up' });
    await moveCUp.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await moveCUp.evaluate(isFocused)).toBe(true);
    expect(await moveCUp.getAttribute('aria-disabled')).toBe('true');
    expect(await priorities.getByRole('status').textContent()).toBe(
      'Option C moved to position 1 of 3',
    );

    // Unbalanced: the sections total 120%, the questions 90%.
    await section(page, 2).getByLabel('Section weight (%)').fill('53.3');
    const sectionsTotal = page.getByText('Section weights must sum to 100%. Current total: 120%', {
      exact: true,
    });
    const questionsTotal = plans.getByText(
      'Question weights must sum to 100%. Current total: 90%',
      { exact: true },
    );
    await sectionsTotal.waitFor();
    await questionsTotal.waitFor();

    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await page
      .getByRole('alert')
      .getByText('Please fix the validation errors before submitting')
      .waitFor();
    // Focus is on the first field in trouble: section 1's weight, whose total is off.
    expect(
      await plans
        .getByLabel('Section weight (%)')
        .evaluate((input) => [
          input === document.activeElement,
          input.getAttribute('aria-invalid'),
        ]),
    ).toEqual([true, 'true']);
    expect(
      (await listGrantsThroughApi(suite.portal.url, staff)).map((grant) => grant.title),
    ).not.toContain('Trades Bursary 2026');
    await saveGrantScreenshot(page, 'create-grant-unbalanced', 1280);
    await saveGrantScreenshot(page, 'create-grant-unbalanced', 390);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Balanced: the messages go, and Save Draft stores the grant.
    await section(page, 1).getByLabel('Section weight (%)').fill('33.3');
    await section(page, 2).getByLabel('Section weight (%)').fill('33.3');
    await question(plans, 7).getByLabel('Question weight (%)').fill('20');
    await sectionsTotal.waitFor({ state: 'detached' });
    await questionsTotal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Draft' }).click();

    await page.waitForURL(/\/grants\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const stored = await getGrantThroughApi(suite.portal.url, staff, id);
    expect(stored).toMatchObject({
      title: 'Trades Bursary 2026',
      type: 'professional-development',
      status: 'draft',
      openDate: '2026-09-01T13:00:00.000Z',
      closeDate: '2026-12-01T22:00:00.000Z',
    });
    expect(stored.sections.map((item) => [item.label, item.weight])).toEqual([
      ['General Information', 33.3],
      ['Section 2', 33.3],
      ['Section 3', 33.4],
    ]);
    expect(
      stored.sections[0].questions.map((item) => [
        item.type,
        item.weight,
        item.options,
        item.defaultSelected,
      ]),
    ).toEqual([
      ['textarea', 10, [], []],
      ['checkbox', 10, [], []],
      ['file', 10, [], []],
      ['date', 10, [], []],
      ['dropdown', 20, ['Welding', 'Carpentry'], ['Carpentry']],
      ['multi-select', 20, ['Books', 'Tools', 'Travel'], ['Books', 'Travel']],
      ['priority', 20, ['Option C', 'Option A', 'Option B'], []],
    ]);
  });

  it('Submit for Approval creates the grant and leaves it pending approval', async () => {
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/create-grant`);
    await fillGrantFields(page, 'Research Award 2026');
    await addQuestion(section(page, 1), 1, 'textarea');
    await saveGrantScreenshot(page, 'create-grant-ready', 1280);
    await saveGrantScreenshot(page, 'create-grant-ready', 390);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Submit for Approval' }).click();

    await page.waitForURL(/\/grants\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect((await getGrantThroughApi(suite.portal.url, staff, id)).status).toBe('pendingApproval');
  });

  it('edits a grant to published, and members then find it among the available grants', async () => {
    const grant = await createGrantThroughApi(suite.portal.url, staff, {
      title: 'Language Keepers Scholarship',
      type: 'scholarship',
      description: 'For students of the language.',
      openDate: '2026-09-01T13:00:00.000Z',
      closeDate: '2027-01-31T22:00:00.000Z',
      sections: [
        { label: 'About you', description: '', weight: 40, questions: [] },
        {
          label: 'Studies',
          description: 'What you will learn',
          weight: 60,
          questions: [
            {
              label: 'Which program?',
              type: 'dropdown',
              required: true,
              weight: 100,
              options: ['Immersion', 'Evening classes'],
              defaultSelected: [],
            },
          ],
        },
      ],
    });
    const member = await registerThroughApi(suite.portal.url, {
      firstName: 'Mia',
      lastName: 'Member',
      email: 'mia.member@e2e.example',
      cardNumber: 'RS-E2E-GB1',
      password: 'mia member password',
    });
    expect(
      (await availableGrantsThroughApi(suite.portal.url, member)).map((item) => item._id),
    ).not.toContain(grant._id);
    const page = await suite.windowFor(staff);

    await page.goto(`${suite.portal.url}/grants/${grant._id}/edit`);
    const status = page.getByLabel('Status', { exact: true });
    await status.waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Language Keepers Scholarship',
    );
    expect(await page.getByLabel('Open Date').inputValue()).toBe('2026-09-01T09:00');
    expect(await status.inputValue()).toBe('draft');

    // The edit screen's wording of an off total.
    await section(page, 2).getByLabel('Section weight (%)').fill('50');
    await page
      .getByText('Section weights must add up to 100%. Current total: 90%.', { exact: true })
      .waitFor();
    await section(page, 2).getByLabel('Section weight (%)').fill('60');
    await status.selectOption('published');
    await saveGrantScreenshot(page, 'edit-grant', 1280);
    await saveGrantScreenshot(page, 'edit-grant', 390);
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Update Grant' }).click();

    await page.waitForURL(`${suite.portal.url}/grants/${grant._id}`);
    const stored = await getGrantThroughApi(suite.portal.url, staff, grant._id);
    expect(stored.status).toBe('published');
    // Dates untouched in the form are stored as they were.
    expect([stored.openDate, stored.closeDate]).toEqual([grant.openDate, grant.closeDate]);
    expect(
      (await availableGrantsThroughApi(suite.portal.url, member)).map((item) => item._id),
    ).toContain(grant._id);
  });

  it('asks before changing a grant that members have already applied to', async () => {
    const draft = await createGrantThroughApi(
      suite.portal.url,
      staff,
      grantInput('Elders Knowledge Award'),
    );
    const grant = await publishGrantThroughApi(suite.portal.url, staff, draft);
    const applicant = await registerThroughApi(suite.portal.url, {
      firstName: 'Ari',
      lastName: 'Applicant',
      email: 'ari.applicant@e2e.example',
      cardNumber: 'RS-E2E-GB2',
      password: 'ari member password',
    });
    await submitApplicationThroughApi(suite.portal.url, applicant, grant._id, {
      '0-0': 'Anthropology at the university in the fall.',
    });
    // The count arrives through the applications service's outbox.
    await eventually('the application to be counted', async () =>
      (await getGrantThroughApi(suite.portal.url, staff, grant._id)).applicationCount === 1
        ? true
        : undefined,
    );
    const page = await suite.windowFor(staff);
    await page.goto(`${suite.portal.url}/grants/${grant._id}/edit`);
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();

    await title.fill('Elders Knowledge Award 2027');
    await page.getByRole('button', { name: 'Update Grant' }).click();
    const question = page.getByRole('alertdialog', { name: 'Update a grant with applications' });
    await question.getByText('This grant already has 1 application. Update it anyway?').waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'hidden' });
    expect((await getGrantThroughApi(suite.portal.url, staff, grant._id)).title).toBe(
      'Elders Knowledge Award',
    );

    await page.getByRole('button', { name: 'Update Grant' }).click();
    await question.getByRole('button', { name: 'Update anyway' }).click();
    await page.waitForURL(`${suite.portal.url}/grants/${grant._id}`);
    expect((await getGrantThroughApi(suite.portal.url, staff, grant._id)).title).toBe(
      'Elders Knowledge Award 2027',
    );
  });
});
