import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Grant } from '@portal/contract/grants';
import { testApplicationDraft } from '@portal/contract/testing';
import { restoreFetch } from '@portal/web-kit/testing';
import { aGrant, aQuestion, aSection } from '../../../test/factories.js';
import {
  failure,
  ok,
  renderMemberPage,
  type PortalRoute,
} from '../../../test/render-member-page.js';
import ApplicationFormPage from './application-form-page.js';

const grant: Grant = aGrant({
  title: 'Trades Bursary',
  sections: [
    aSection({
      label: 'Your plans',
      weight: 100,
      questions: [
        aQuestion({
          label: 'Where do you study?',
          type: 'short-text',
          weight: 20,
          min: 3,
          max: 40,
          helpText: 'The school, as it is usually written.',
        }),
        aQuestion({ label: 'How many days?', type: 'number', weight: 20, min: 1, max: 365 }),
        aQuestion({
          label: 'How much do you ask for?',
          type: 'currency',
          weight: 20,
          min: 10_000,
          max: 250_000,
          helpText: 'Tuition and travel together.',
        }),
        aQuestion({
          label: 'Which costs?',
          type: 'multi-select',
          weight: 20,
          required: false,
          options: ['Books', 'Tools', 'None of these'],
          exclusiveOptions: ['None of these'],
          helpText: 'Tick what the grant would pay for.',
        }),
        aQuestion({
          label: 'When do you start?',
          type: 'date',
          weight: 20,
          required: false,
          helpText: 'The first day of classes.',
        }),
      ],
    }),
  ],
});

const schoolLabel = 'Where do you study? (required)';
const daysLabel = 'How many days? (required)';
const amountLabel = 'How much do you ask for? (required)';

/** The form of `grant`; `sent()` is the answers of the last draft saved. */
async function showForm() {
  let sent: Record<string, unknown> | undefined;
  const route: PortalRoute = (method, url, body) => {
    if (method === 'GET' && url === `/api/grants/${grant._id}`) return ok(grant);
    if (method === 'POST' && url === '/api/grant-applications/drafts') {
      sent = (body as { answers: Record<string, unknown> }).answers;
      return ok(
        testApplicationDraft({
          _id: 'd-1',
          grantId: grant._id,
          answers: sent as Record<string, string>,
          updatedAt: '2026-09-20T15:00:00.000Z',
        }),
      );
    }
    return failure(404, 'Not found', 'request.not_found');
  };
  const page = renderMemberPage(ApplicationFormPage, {
    path: `/apply-grant/${grant._id}`,
    pattern: '/apply-grant/:id',
    route,
  });
  await screen.findByRole('button', { name: 'Preview Application' });
  return { ...page, sent: () => sent };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const preview = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Preview Application' }));
  });
/** What a screen reader reads with a control or a group (aria-describedby). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function answerEverything() {
  type(schoolLabel, 'Red River College');
  type(daysLabel, '30');
  type(amountLabel, '1 234,56');
}

/**
 * The newer questions on the member's form: short text, number and amount (typed in dollars as
 * people write them here, sent as whole cents), each within its limits, which the hints say;
 * the builder's help text under any question; an option that stands alone.
 */
describe('the form’s newer questions', () => {
  let scrollTo: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    window.localStorage.clear();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restoreFetch();
    scrollTo.mockRestore();
  });

  it('shows the help text under each question, read with its field or its group', async () => {
    await showForm();

    expect(describedBy(input(schoolLabel))).toContain('The school, as it is usually written.');
    expect(describedBy(input(amountLabel))).toContain('Tuition and travel together.');
    expect(describedBy(input('When do you start?'))).toBe('The first day of classes.');
    expect(describedBy(screen.getByRole('group', { name: 'Which costs?' }))).toContain(
      'Tick what the grant would pay for.',
    );
  });

  it('says the limits before they bite: a length, a range, an amount in dollars', async () => {
    await showForm();

    expect(describedBy(input(schoolLabel))).toContain('From 3 to 40 characters.');
    expect(describedBy(input(daysLabel))).toBe('From 1 to 365.');
    expect(describedBy(input(amountLabel))).toContain(
      'In Canadian dollars, such as 1,234.56. From $100.00 to $2,500.00.',
    );
    expect(input(amountLabel).inputMode).toBe('decimal');
  });

  it.each([
    ['1 234,56', '123456'],
    ['1,234.56', '123456'],
    ['1234.56', '123456'],
    ['$2,500', '250000'],
  ])('sends an amount typed "%s" as %s cents', async (typed, cents) => {
    const { sent, location } = await showForm();
    answerEverything();
    type(amountLabel, typed);
    // What the member typed stays as typed.
    expect(input(amountLabel).value).toBe(typed);

    await preview();

    await waitFor(() => expect(location()).toBe(`/apply-grant/${grant._id}/preview`));
    expect(sent()).toMatchObject({ '0-0': 'Red River College', '0-1': '30', '0-2': cents });
  });

  it('sends a number typed as people write it as plain decimal text', async () => {
    const { sent, location } = await showForm();
    answerEverything();
    type(daysLabel, '12,5');

    await preview();

    await waitFor(() => expect(location()).toBe(`/apply-grant/${grant._id}/preview`));
    expect(sent()?.['0-1']).toBe('12.5');
  });

  it('keeps an answer out of its limits or unreadable on the form, saying why by it', async () => {
    const { sent } = await showForm();
    answerEverything();
    type(schoolLabel, 'RR');
    type(daysLabel, 'a month');
    type(amountLabel, '3 000');

    await preview();

    expect(sent()).toBeUndefined();
    expect(describedBy(input(schoolLabel))).toContain('Please write at least 3 characters.');
    expect(describedBy(input(daysLabel))).toContain('Please enter a number, such as 12 or 3.5.');
    expect(describedBy(input(amountLabel))).toContain(
      'Please enter an amount from $100.00 to $2,500.00.',
    );
    expect(input(daysLabel).value).toBe('a month');

    type(amountLabel, '12abc');
    expect(describedBy(input(amountLabel))).toContain(
      'Please enter an amount in dollars, such as 1,234.56.',
    );
  });

  it('clears the other choices when an option that stands alone is ticked, and the other way round', async () => {
    await showForm();
    const costs = screen.getByRole('group', { name: 'Which costs?' });
    const box = (name: string) => within(costs).getByLabelText<HTMLInputElement>(name);
    const ticked = () => ['Books', 'Tools', 'None of these'].filter((name) => box(name).checked);
    expect(describedBy(box('None of these'))).toBe('Choosing this clears the other choices.');

    fireEvent.click(box('Books'));
    fireEvent.click(box('Tools'));
    expect(ticked()).toEqual(['Books', 'Tools']);

    fireEvent.click(box('None of these'));
    expect(ticked()).toEqual(['None of these']);

    fireEvent.click(box('Tools'));
    expect(ticked()).toEqual(['Tools']);
  });
});
