import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { questionTypeLabels, questionTypes } from '@portal/contract/grants';
import { restoreFetch, type FakeAnswer } from '@portal/web-kit/testing';
import { aGrant } from '../testing/grant-factory.js';
import { renderGrantPage, type PortalRoute } from '../../../test/render-grant-page.js';
import CreateGrantPage from './create-grant-page.js';

const newId = '0d8e4f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

function showCreatePage(route: PortalRoute = () => ({ status: 500 })) {
  return renderGrantPage(CreateGrantPage, {
    path: '/create-grant',
    pattern: '/create-grant',
    route,
  });
}

const field = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(name);
const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const section = (number: number) =>
  screen.getByRole('region', { name: new RegExp(`^Section ${number}\\b`) });
const question = (sectionNumber: number, number: number) =>
  within(section(sectionNumber)).getByRole('group', { name: `Question ${number}` });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const legend = () =>
  within(screen.getByRole('figure', { name: 'Section weights' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
const alertParagraphs = () =>
  screen
    .getAllByRole('alert')
    .flatMap((alert) => Array.from(alert.querySelectorAll('p'), (line) => line.textContent));

/** The grant's own fields, filled as a person would. */
function fillGrantFields() {
  type(field('Title'), 'Trades Bursary');
  type(field('Description'), 'For apprentices.');
  type(field('Open Date'), '2026-09-01T09:00');
  type(field('Close Date'), '2026-10-01T17:00');
}

const created: FakeAnswer = { status: 201, body: aGrant({ _id: newId, title: 'Trades Bursary' }) };

describe('/create-grant', () => {
  afterEach(restoreFetch);

  it('starts with a scholarship and the General Information section of weight 100, no questions', () => {
    showCreatePage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create New Grant');
    const grantType = field('Type') as HTMLSelectElement;
    expect(grantType.value).toBe('scholarship');
    expect(Array.from(grantType.options, (option) => option.text)).toEqual([
      'Scholarship',
      'Professional Development',
      'Research',
      'Educational Resources',
      'Award',
    ]);
    expect((field('Open Date') as HTMLInputElement).type).toBe('datetime-local');
    expect((field('Open Date') as HTMLInputElement).required).toBe(true);
    const first = section(1);
    expect((field('Section label', first) as HTMLInputElement).value).toBe('General Information');
    expect((field('Section description', first) as HTMLTextAreaElement).value).toBe(
      'Basic applicant information',
    );
    const weight = field('Section weight (%)', first) as HTMLInputElement;
    expect([weight.value, weight.min, weight.max, weight.step]).toEqual(['100', '0', '100', '0.1']);
    expect(within(first).getByText('No questions in this section yet.')).toBeTruthy();
    expect(legend()).toEqual(['General Information: 100%']);
    expect(button('Save Draft')).toBeTruthy();
    expect(button('Submit for Approval')).toBeTruthy();
  });

  it('adds "Section N" with weights shared proportionally, focusing its label; removes spreading them evenly', () => {
    showCreatePage();

    fireEvent.click(button('Add section'));
    expect(document.activeElement).toBe(field('Section label', section(2)));
    expect((document.activeElement as HTMLInputElement).value).toBe('Section 2');
    fireEvent.click(button('Add section'));
    expect(legend()).toEqual([
      'General Information: 33.3%',
      'Section 2: 33.3%',
      'Section 3: 33.4%',
    ]);

    type(field('Section weight (%)', section(1)), '80');
    fireEvent.click(button('Remove section 2'));
    expect(legend()).toEqual(['General Information: 50%', 'Section 3: 50%']);
    // Focus goes to the heading of the section that took the removed one's place.
    expect(document.activeElement?.textContent).toBe('Section 2: Section 3');
  });

  it("refuses to remove the last section with 'Grant must have at least one section'", () => {
    showCreatePage();

    fireEvent.click(button('Remove section 1'));

    expect(alerts()).toContain('Grant must have at least one section');
    expect(screen.getByRole('region', { name: 'Section 1: General Information' })).toBeTruthy();
  });

  it('shows the weight totals inline as they change, read with each weight field', () => {
    showCreatePage();
    fireEvent.click(button('Add section'));

    type(field('Section weight (%)', section(2)), '70');

    const sectionsTotal = 'Section weights must sum to 100%. Current total: 120%';
    expect(screen.getByText(sectionsTotal)).toBeTruthy();
    expect(describedBy(field('Section weight (%)', section(1)))).toContain(sectionsTotal);

    fireEvent.click(button('Add question to section 1'));
    fireEvent.click(button('Add question to section 1'));
    expect((field('Question label', question(1, 2)) as HTMLInputElement).value).toBe('Question 2');
    type(field('Question weight (%)', question(1, 1)), '20');
    const questionsTotal = 'Question weights must sum to 100%. Current total: 70%';
    expect(within(section(1)).getByText(questionsTotal)).toBeTruthy();
    expect(describedBy(field('Question weight (%)', question(1, 2)))).toContain(questionsTotal);

    type(field('Question weight (%)', question(1, 2)), '80');
    type(field('Section weight (%)', section(2)), '50');
    expect(screen.queryByText(/must sum to 100%/)).toBeNull();
  });

  it("blocks a save with problems: 'Please fix the validation errors before submitting', focus on the first", () => {
    const { calls } = showCreatePage();
    fireEvent.click(button('Add section'));
    type(field('Section weight (%)', section(2)), '70');

    fireEvent.click(button('Submit for Approval'));

    expect(alerts()).toContain('Please fix the validation errors before submitting');
    expect(document.activeElement).toBe(field('Title'));
    expect(describedBy(field('Title'))).toEqual(['Error: Enter a title']);
    expect(field('Open Date').getAttribute('aria-invalid')).toBe('true');
    expect(field('Section weight (%)', section(1)).getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toEqual([]);

    // Messages follow the fixes; the summary goes once nothing is left.
    fillGrantFields();
    expect(field('Title').getAttribute('aria-invalid')).toBeNull();
    type(field('Section weight (%)', section(2)), '50');
    expect(alerts()).not.toContain('Please fix the validation errors before submitting');
  });

  it('offers every question type and an options editor for dropdown, multi-select and priority', () => {
    showCreatePage();
    fireEvent.click(button('Add question to section 1'));

    const questionType = field('Question type', question(1, 1)) as HTMLSelectElement;
    expect(Array.from(questionType.options, (option) => option.value)).toEqual([...questionTypes]);
    expect(Array.from(questionType.options, (option) => option.text)).toEqual(
      questionTypes.map((value) => questionTypeLabels[value]),
    );
    expect(questionType.value).toBe('textarea');
    expect((field('Required', question(1, 1)) as HTMLInputElement).checked).toBe(true);
    expect(within(question(1, 1)).queryByRole('group', { name: 'Options' })).toBeNull();

    type(questionType, 'dropdown');
    expect(within(question(1, 1)).getByRole('group', { name: 'Options' })).toBeTruthy();
    type(questionType, 'priority');
    expect(
      within(question(1, 1)).getByRole('group', { name: 'Options, in order of priority' }),
    ).toBeTruthy();
    type(questionType, 'file');
    expect(within(question(1, 1)).queryByRole('group', { name: /Options/ })).toBeNull();
  });

  it('orders a priority question with named buttons, keeping focus on the moved option', () => {
    showCreatePage();
    fireEvent.click(button('Add question to section 1'));
    type(field('Question type', question(1, 1)), 'priority');
    const options = () => within(question(1, 1)).getByRole('group', { name: /^Options/ });
    for (const text of ['Option A', 'Option B', 'Option C']) {
      fireEvent.click(button('Add option', options()));
      expect(document.activeElement).toBe(field(`Option ${optionCount(options())}`, options()));
      type(document.activeElement as HTMLElement, text);
    }

    fireEvent.click(button('Move Option C up', options()));
    expect(optionTexts(options())).toEqual(['Option A', 'Option C', 'Option B']);
    expect(document.activeElement).toBe(button('Move Option C up', options()));
    expect(within(options()).getByRole('status').textContent).toBe(
      'Option C moved to position 2 of 3',
    );

    fireEvent.click(button('Move Option C up', options()));
    expect(optionTexts(options())).toEqual(['Option C', 'Option A', 'Option B']);
    // At the top it stays focusable, and says it cannot go further.
    const top = button('Move Option C up', options());
    expect(document.activeElement).toBe(top);
    expect(top.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(top);
    expect(optionTexts(options())).toEqual(['Option C', 'Option A', 'Option B']);

    fireEvent.click(button('Move Option A down', options()));
    expect(optionTexts(options())).toEqual(['Option C', 'Option B', 'Option A']);
    expect(document.activeElement).toBe(button('Move Option A down', options()));

    fireEvent.click(button('Remove Option B', options()));
    expect(optionTexts(options())).toEqual(['Option C', 'Option A']);
    expect(document.activeElement).toBe(button('Remove Option A', options()));
  });

  it('adds the next option right below on Enter in an option, without sending the form', () => {
    const { calls } = showCreatePage();
    fireEvent.click(button('Add question to section 1'));
    addOptions(question(1, 1), 'multi-select', ['Books', 'Travel']);
    const options = within(question(1, 1)).getByRole('group', { name: 'Options' });

    fireEvent.keyDown(field('Option 1', options), { key: 'Enter' });

    expect(optionTexts(options)).toEqual(['Books', '', 'Travel']);
    expect(document.activeElement).toBe(field('Option 2', options));
    expect(calls()).toEqual([]);
  });

  it('focuses the message of a list in trouble: a dropdown without options', () => {
    showCreatePage();
    fillGrantFields();
    fireEvent.click(button('Add question to section 1'));
    fireEvent.change(field('Question type', question(1, 1)), { target: { value: 'dropdown' } });

    fireEvent.click(button('Save Draft'));

    expect(document.activeElement?.textContent).toBe('Error: Add at least one option');
    expect(alerts()).toContain('Please fix the validation errors before submitting');
  });

  it('draws one segment per section in the six-colour palette, the legend saying it in words', () => {
    showCreatePage();
    for (let added = 0; added < 6; added += 1) fireEvent.click(button('Add section'));

    const figure = screen.getByRole('figure', { name: 'Section weights' });
    const bar = figure.querySelector('.weight-bar')!;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    const segments = Array.from(bar.children, (segment) => (segment as HTMLElement).style);
    expect(segments.map((style) => style.backgroundColor)).toEqual([
      'rgb(11, 94, 85)',
      'rgb(26, 86, 219)',
      'rgb(180, 83, 9)',
      'rgb(124, 58, 237)',
      'rgb(190, 24, 93)',
      'rgb(77, 124, 15)',
      // A seventh section starts the palette again.
      'rgb(11, 94, 85)',
    ]);
    // As wide as the weight the legend gives each section (the total is 100%).
    expect(segments.map((style) => style.width)).toEqual(
      legend().map((item) => item?.replace(/^.*: /, '')),
    );
    expect(legend()[6]).toBe('Section 7: 14.3%');
    expect(within(figure).getByText('Total: 100%')).toBeTruthy();
  });

  it('lets a dropdown have one default (radio buttons) and a multi-select several (checkboxes)', async () => {
    let sent: unknown;
    showCreatePage((method, _url, body) => {
      sent = body;
      return method === 'POST' ? created : { status: 500 };
    });
    fillGrantFields();
    fireEvent.click(button('Add question to section 1'));
    fireEvent.click(button('Add question to section 1'));
    addOptions(question(1, 1), 'dropdown', ['Welding', 'Carpentry']);
    addOptions(question(1, 2), 'multi-select', ['Books', 'Tools', 'Travel']);

    const choice = within(question(1, 1)).getByRole('group', { name: 'Default choice' });
    expect(within(choice).getByLabelText<HTMLInputElement>('No default').checked).toBe(true);
    fireEvent.click(within(choice).getByLabelText('Welding'));
    fireEvent.click(within(choice).getByLabelText('Carpentry'));
    expect(within(choice).getByLabelText<HTMLInputElement>('Welding').checked).toBe(false);
    const several = within(question(1, 2)).getByRole('group', { name: 'Selected by default' });
    fireEvent.click(within(several).getByLabelText('Books'));
    fireEvent.click(within(several).getByLabelText('Travel'));

    fireEvent.click(button('Save Draft'));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      sections: [
        {
          questions: [
            { type: 'dropdown', options: ['Welding', 'Carpentry'], defaultSelected: ['Carpentry'] },
            {
              type: 'multi-select',
              options: ['Books', 'Tools', 'Travel'],
              defaultSelected: ['Books', 'Travel'],
            },
          ],
        },
      ],
    });
  });

  it('Save Draft creates the grant (POST /api/grants with the whole grant) and opens it', async () => {
    let sent: unknown;
    const { calls, location } = showCreatePage((method, url, body) => {
      sent = body;
      return method === 'POST' && url === '/api/grants' ? created : { status: 500 };
    });
    fillGrantFields();
    type(field('Type'), 'research');
    fireEvent.click(button('Add question to section 1'));

    fireEvent.click(button('Save Draft'));

    expect(button('Saving...').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
    expect(calls()).toEqual(['POST /api/grants']);
    expect(sent).toEqual({
      title: 'Trades Bursary',
      type: 'research',
      description: 'For apprentices.',
      // The office's local time (Toronto), sent as an instant: 09:00 EDT is 13:00 UTC.
      openDate: '2026-09-01T13:00:00.000Z',
      closeDate: '2026-10-01T21:00:00.000Z',
      oneApplicationPerMember: true,
      sections: [
        {
          label: 'General Information',
          description: 'Basic applicant information',
          weight: 100,
          questions: [
            {
              label: 'Question 1',
              type: 'textarea',
              required: true,
              weight: 100,
              options: [],
              defaultSelected: [],
            },
          ],
        },
      ],
    });
  });

  it('takes one application per member unless staff untick it', async () => {
    let sent: any;
    const { location } = showCreatePage((method, url, body) => {
      sent = body;
      return method === 'POST' && url === '/api/grants' ? created : { status: 500 };
    });
    fillGrantFields();
    const setting = field('One application per member') as HTMLInputElement;
    expect(setting.checked).toBe(true);
    fireEvent.click(setting);
    fireEvent.click(button('Save Draft'));
    await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
    expect(sent.oneApplicationPerMember).toBe(false);
  });

  it('Submit for Approval creates the grant, then submits it', async () => {
    const { calls, location } = showCreatePage((method, url) => {
      if (method === 'POST' && url === '/api/grants') return created;
      if (method === 'POST' && url === `/api/grants/${newId}/submit`)
        return { status: 200, body: aGrant({ _id: newId, status: 'pendingApproval' }) };
      return { status: 500 };
    });
    fillGrantFields();

    fireEvent.click(button('Submit for Approval'));

    expect(button('Submitting...')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
    expect(calls()).toEqual(['POST /api/grants', `POST /api/grants/${newId}/submit`]);
  });

  it("shows the portal's message when it refuses the grant, marking the field it names", async () => {
    showCreatePage(() => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Section 1 needs a label',
        error: 'Bad Request',
        code: 'grant.section',
        errors: [
          { field: 'sections.0.label', message: 'Section 1 needs a label', code: 'grant.section' },
        ],
      },
    }));
    fillGrantFields();

    fireEvent.click(button('Save Draft'));

    await waitFor(() => expect(alerts()).toContain('Section 1 needs a label'));
    const label = field('Section label', section(1));
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(label);
    expect(button('Save Draft')).toHaveProperty('disabled', false);
  });

  it("says 'Error creating grant' when the portal gives no reason", async () => {
    const { location } = showCreatePage(() => ({ status: 502 }));
    fillGrantFields();

    fireEvent.click(button('Save Draft'));

    await waitFor(() => expect(alerts()).toContain('Error creating grant'));
    expect(location()).toBeNull();
  });

  it("says 'Error submitting grant for approval' when the submit fails, and a second press does not make a second grant", async () => {
    let submitFails = true;
    const { calls, location } = showCreatePage((method, url) => {
      if (method === 'POST' && url === '/api/grants') return created;
      if (method === 'PUT' && url === `/api/grants/${newId}`) return created;
      if (url === `/api/grants/${newId}/submit`)
        return submitFails
          ? { status: 503 }
          : { status: 200, body: aGrant({ _id: newId, status: 'pendingApproval' }) };
      return { status: 500 };
    });
    fillGrantFields();

    fireEvent.click(button('Submit for Approval'));

    await waitFor(() =>
      expect(alertParagraphs()).toEqual([
        'Error submitting grant for approval',
        'The grant was saved as a draft. Press Submit for Approval to try again.',
      ]),
    );
    submitFails = false;
    fireEvent.click(button('Submit for Approval'));
    await waitFor(() => expect(location()).toBe(`/grants/${newId}`));
    expect(calls()).toEqual([
      'POST /api/grants',
      `POST /api/grants/${newId}/submit`,
      `PUT /api/grants/${newId}`,
      `POST /api/grants/${newId}/submit`,
    ]);
  });
});

function describedBy(element: HTMLElement): (string | null | undefined)[] {
  const ids = element.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent) : [];
}

function optionCount(options: HTMLElement): number {
  return within(options).queryAllByRole('textbox').length;
}

function optionTexts(options: HTMLElement): string[] {
  return within(options)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);
}

/** Makes a question of `questionType` with these options. */
function addOptions(scope: HTMLElement, questionType: string, texts: string[]) {
  fireEvent.change(within(scope).getByLabelText('Question type'), {
    target: { value: questionType },
  });
  const options = within(scope).getByRole('group', { name: /^Options/ });
  for (const text of texts) {
    fireEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    fireEvent.change(document.activeElement as HTMLElement, { target: { value: text } });
  }
}
