import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restoreFetch, type FakeAnswer } from '@portal/web-kit/testing';
import CreateGrantPage from '../create-grant/create-grant-page.js';
import { aGrant } from '../testing/grant-factory.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';

const newId = '0d8e4f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

/** The create page, the portal storing what it is sent (`sent()`). */
function showCreatePage() {
  let sent: any;
  const created: FakeAnswer = { status: 201, body: aGrant({ _id: newId }) };
  const page = renderGrantPage(CreateGrantPage, {
    path: '/create-grant',
    pattern: '/create-grant',
    route: (method, _url, body) => {
      sent = body;
      return method === 'POST' ? created : { status: 500 };
    },
  });
  return { ...page, sent: () => sent };
}

const field = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText<HTMLInputElement>(name);
const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const section = (number: number) =>
  screen.getByRole('region', { name: new RegExp(`^Section ${number}\\b`) });
const question = (sectionNumber: number, number: number) =>
  within(section(sectionNumber)).getByRole('group', { name: `Question ${number}` });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const announcement = () =>
  Array.from(
    document.querySelectorAll('.visually-hidden[role="status"]'),
    (status) => status.textContent,
  ).join('');

function fillGrantFields() {
  type(field('Title'), 'Trades Bursary');
  type(field('Open Date'), '2026-09-01T09:00');
  type(field('Close Date'), '2026-10-01T17:00');
}

/** Adds a question of `questionType` labelled `label` to section 1. */
function addQuestion(questionType: string, label: string): HTMLElement {
  fireEvent.click(button('Add question to section 1'));
  const count = within(section(1)).getAllByRole('group', { name: /^Question \d+$/ }).length;
  const added = question(1, count);
  type(field('Question label', added), label);
  type(field('Question type', added), questionType);
  return added;
}

/**
 * The builder's newer questions: a one-line text, a number and an amount in dollars, each with
 * an optional minimum and maximum; help text under any question; a multi-select's options that
 * stand alone; and sections and questions moved with buttons.
 */
describe('the builder’s questions', () => {
  afterEach(restoreFetch);

  // Three questions built field by field in jsdom: about 2 s alone, several times that on a
  // machine busy with other suites.
  const buildingTimeoutMs = 30_000;

  it(
    'builds short text, number and amount questions with limits and help text, amounts sent as cents',
    async () => {
      const { sent, location } = showCreatePage();
      fillGrantFields();
      const school = addQuestion('short-text', 'Where do you work?');
      const days = addQuestion('number', 'How many days?');
      const amount = addQuestion('currency', 'How much do you ask for?');
      for (const [index, weight] of ['30', '30', '40'].entries())
        type(field('Question weight (%)', question(1, index + 1)), weight);

      expect(
        within(school).getByRole('group', { name: 'Length of the answer (optional)' }),
      ).toBeTruthy();
      type(field('Most characters', school), '120');
      type(field('Help text (optional)', school), 'The school, as it is usually written.');
      type(field('Smallest number', days), '1');
      type(field('Largest number', days), '365');
      const range = within(amount).getByRole('group', {
        name: 'Range of the amount, in dollars (optional)',
      });
      type(field('Smallest amount ($)', range), '100');
      type(field('Largest amount ($)', range), '2 500,00');

      fireEvent.click(button('Save Draft'));

      await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
      expect(sent().sections[0].questions).toEqual([
        {
          label: 'Where do you work?',
          type: 'short-text',
          required: true,
          weight: 30,
          options: [],
          defaultSelected: [],
          helpText: 'The school, as it is usually written.',
          max: 120,
        },
        {
          label: 'How many days?',
          type: 'number',
          required: true,
          weight: 30,
          options: [],
          defaultSelected: [],
          min: 1,
          max: 365,
        },
        {
          label: 'How much do you ask for?',
          type: 'currency',
          required: true,
          weight: 40,
          options: [],
          defaultSelected: [],
          // $100.00 to $2,500.00, in whole cents.
          min: 10_000,
          max: 250_000,
        },
      ]);
    },
    buildingTimeoutMs,
  );

  it('says what is wrong with a limit by its field, in dollars for an amount', () => {
    const { calls } = showCreatePage();
    fillGrantFields();
    const amount = addQuestion('currency', 'How much?');
    type(field('Smallest amount ($)', amount), 'a lot');
    type(field('Largest amount ($)', amount), '50');
    const days = addQuestion('number', 'How many days?');
    type(field('Smallest number', days), '10');
    type(field('Largest number', days), '2');
    for (const [index, weight] of ['50', '50'].entries())
      type(field('Question weight (%)', question(1, index + 1)), weight);

    fireEvent.click(button('Save Draft'));

    expect(calls()).toEqual([]);
    expect(document.activeElement).toBe(field('Smallest amount ($)', amount));
    expect(describedBy(field('Smallest amount ($)', amount))).toContain(
      'Error: Enter an amount in dollars, such as 2,500.00',
    );
    expect(describedBy(field('Smallest number', days))).toContain(
      'Error: The smallest must not be more than the largest',
    );
  });

  it('keeps limits only for the types that have them', () => {
    showCreatePage();
    const asked = addQuestion('short-text', 'Name');
    type(field('Fewest characters', asked), '2');

    type(field('Question type', asked), 'textarea');

    expect(within(asked).queryByLabelText('Fewest characters')).toBeNull();
  });

  it('marks a multi-select option as standing alone, sent with the question', async () => {
    const { sent, location } = showCreatePage();
    fillGrantFields();
    const costs = addQuestion('multi-select', 'Which costs?');
    const options = within(costs).getByRole('group', { name: 'Options' });
    for (const text of ['Books', 'Tools', 'None of these']) {
      fireEvent.click(button('Add option', options));
      type(document.activeElement as HTMLElement, text);
    }
    const alone = within(costs).getByRole('group', { name: 'Options that stand alone' });
    expect(alone.textContent).toContain('choosing one clears the other choices');

    fireEvent.click(field('None of these', alone));
    fireEvent.click(button('Save Draft'));

    await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
    expect(sent().sections[0].questions[0]).toMatchObject({
      type: 'multi-select',
      options: ['Books', 'Tools', 'None of these'],
      exclusiveOptions: ['None of these'],
    });
  });

  it('refuses a standing-alone option selected by default with another', () => {
    showCreatePage();
    fillGrantFields();
    const costs = addQuestion('multi-select', 'Which costs?');
    const options = within(costs).getByRole('group', { name: 'Options' });
    for (const text of ['Books', 'None of these']) {
      fireEvent.click(button('Add option', options));
      type(document.activeElement as HTMLElement, text);
    }
    fireEvent.click(
      field(
        'None of these',
        within(costs).getByRole('group', { name: 'Options that stand alone' }),
      ),
    );
    const defaults = within(costs).getByRole('group', { name: 'Selected by default' });
    fireEvent.click(field('Books', defaults));
    fireEvent.click(field('None of these', defaults));

    fireEvent.click(button('Save Draft'));

    expect(document.activeElement?.textContent).toBe(
      'Error: "None of these" stands alone: it cannot be selected by default with other options',
    );
  });

  it('moves a question down and up with named buttons, focus staying on the moved one', () => {
    showCreatePage();
    addQuestion('textarea', 'First');
    addQuestion('date', 'Second');
    const labels = () =>
      within(section(1))
        .getAllByLabelText('Question label')
        .map((input) => (input as HTMLInputElement).value);

    fireEvent.click(button('Move Question 1 of section 1 down'));

    expect(labels()).toEqual(['Second', 'First']);
    expect(document.activeElement).toBe(button('Move Question 2 of section 1 down'));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    expect(announcement()).toBe('First moved to position 2 of 2 in section 1');

    fireEvent.click(button('Move Question 2 of section 1 up'));
    expect(labels()).toEqual(['First', 'Second']);
    expect(document.activeElement).toBe(button('Move Question 1 of section 1 up'));
  });

  it('moves a section with its weight and questions, with the keyboard as with a click', () => {
    showCreatePage();
    fireEvent.click(button('Add section'));
    type(field('Section label', section(2)), 'Budget');
    type(field('Section weight (%)', section(1)), '30');
    type(field('Section weight (%)', section(2)), '70');
    addQuestion('currency', 'How much?');

    const moveUp = button('Move Section 2 up');
    moveUp.focus();
    // A button answers Enter and Space with a click in the browser.
    fireEvent.click(moveUp);

    expect(field('Section label', section(1)).value).toBe('Budget');
    expect(field('Section weight (%)', section(1)).value).toBe('70');
    expect(within(section(2)).getByDisplayValue('How much?')).toBeTruthy();
    expect(document.activeElement).toBe(button('Move Section 1 up'));
    expect(announcement()).toBe('Budget moved to position 1 of 2');
    expect(
      within(screen.getByRole('figure', { name: 'Section weights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Budget: 70%', 'General Information: 30%']);
  });
});

function describedBy(element: HTMLElement): (string | null | undefined)[] {
  const ids = element.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent) : [];
}
