import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { checkGrant } from '@portal/contract/grants';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  sentBody,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/web-kit/router';
import { testGrant } from '../../../test/grant-factory.js';
import { readSavedNotice } from '../grant-detail/saved-notice.js';
import { QuickAddGrantPage } from './quick-add-grant-page.js';
import { sampleGrant } from './sample-grant.js';

const reviewer = testReviewer;

/** Where Save Grant leads, and the message it passes along. */
function GrantPageStandIn() {
  const location = useLocation();
  return (
    <p>
      Opened {location.pathname} saying {readSavedNotice(location.state)}
    </p>
  );
}

function showPage(answer: (method: string) => FakeAnswer | 'never' = () => 'never') {
  const fetch = fakeFetch((_url, init) => answer(init.method ?? 'GET'));
  render(
    <SessionStoreProvider store={signedInTestSession(reviewer)}>
      <MemoryRouter initialEntries={['/quick-add-grant']}>
        <Routes>
          <Route path="/quick-add-grant" element={<QuickAddGrantPage />} />
          <Route path="/grants/:id" element={<GrantPageStandIn />} />
        </Routes>
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

const jsonBox = () => screen.getByLabelText<HTMLTextAreaElement>('Grant JSON');
const type = (text: string) => fireEvent.change(jsonBox(), { target: { value: text } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const saveGrant = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Grant' }));
  });
const problems = () => screen.getByRole('alert').textContent;
const statusMessage = () => screen.getByRole('status').textContent;
const preview = () => screen.queryByRole('region', { name: 'Preview' });
const validateFirst = 'Please validate your JSON first and fix any issues';

const smallGrant = {
  title: 'Bursary',
  type: 'scholarship',
  description: 'Up to $1,000 CAD.',
  openDate: '2026-09-01',
  closeDate: '2026-09-30',
  sections: [{ label: 'About you', description: '', weight: 100, questions: [] }],
};

describe('/quick-add-grant', () => {
  afterEach(restoreFetch);

  it("lists 'Invalid JSON: {reason}' when the text is not JSON", () => {
    showPage();
    type('{ "title": "Bursary", }');

    press('Validate');

    expect(problems()).toMatch(/^1 issue foundInvalid JSON: .+$/);
    expect(preview()).toBeNull();
  });

  it('lists every issue with their count, in the words of the rules', () => {
    showPage();
    type(JSON.stringify({ description: 'No fields', sections: [] }));

    press('Validate');

    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText('5 issues found')).toBeTruthy();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Missing title field',
      'Missing type field',
      'Missing openDate field',
      'Missing closeDate field',
      'Grant must have at least one section',
    ]);
  });

  it('will not save before a successful validation', async () => {
    const fetch = showPage();
    type(JSON.stringify(smallGrant));

    await saveGrant();

    expect(problems()).toBe(validateFirst);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('will not save a text whose validation found issues, and keeps the issues in view', async () => {
    const fetch = showPage();
    type(JSON.stringify({ ...smallGrant, title: '' }));
    press('Validate');

    await saveGrant();

    expect(problems()).toBe(`${validateFirst}1 issue foundMissing title field`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the sample, validates it, previews it and saves it as a new grant', async () => {
    const checked = checkGrant(sampleGrant());
    if (!checked.ok) throw new Error('the sample must be valid');
    const created = testGrant({ ...checked.grant, _id: 'new-grant-id', status: 'draft' });
    const fetch = showPage((method) =>
      method === 'POST' ? { status: 201, body: created } : 'never',
    );

    press('Load sample');
    const sample = JSON.parse(jsonBox().value) as { title: string };
    expect(sample.title).toBe('Educator Professional Development Grant');
    press('Validate');

    expect(statusMessage()).toBe(
      'The JSON is a valid grant. Check the preview below, then press Save Grant.',
    );
    const shown = within(preview()!);
    expect(shown.getByRole('heading', { level: 3, name: sample.title })).toBeTruthy();
    expect(shown.getByText('Professional Development')).toBeTruthy();
    expect(shown.getByText('Draft')).toBeTruthy();
    expect(shown.getByText(/\$2,500 CAD/, { selector: '.grant-description' })).toBeTruthy();
    expect(
      shown.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual([
      'Section 1: About YouWeight 20%',
      'Section 2: The ActivityWeight 35%',
      'Section 3: Budget and Community BenefitWeight 45%',
    ]);

    await saveGrant();

    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST');
    expect(post?.[0]).toBe('/api/grants');
    // What was validated, as the rules read it (dates as Toronto instants).
    const validated = checkGrant(sample);
    expect(sentBody(post)).toEqual(validated.ok ? validated.grant : 'a valid sample');
    expect(
      await screen.findByText(
        'Opened /grants/new-grant-id saying Saved "Educator Professional Development Grant" as a draft.',
      ),
    ).toBeTruthy();
  });

  it('asks to validate again after the text changed', async () => {
    let saved = 0;
    const fetch = showPage(() => {
      saved += 1;
      return { status: 201, body: testGrant({ _id: 'bursary-id', title: 'Bursary 2' }) };
    });
    type(JSON.stringify(smallGrant));
    press('Validate');
    expect(preview()).not.toBeNull();

    type(JSON.stringify({ ...smallGrant, title: 'Bursary 2' }));

    expect(statusMessage()).toBe(
      'The JSON has changed since it was validated. Validate it again before saving.',
    );
    expect(preview()).toBeNull();
    await saveGrant();
    expect(problems()).toBe(validateFirst);
    expect(fetch).not.toHaveBeenCalled();

    press('Validate');
    expect(within(preview()!).getByRole('heading', { name: 'Bursary 2' })).toBeTruthy();
    await saveGrant();
    expect(saved).toBe(1);
    expect((sentBody(fetch.mock.calls[0]) as { title: string }).title).toBe('Bursary 2');
  });

  it("shows the portal's reason, or 'Error creating grant', when saving fails, and lets the user try again", async () => {
    let reason: string | undefined = 'Section weights must sum to 100%. Current total: 90%';
    showPage(() => ({
      status: 400,
      body: reason ? { statusCode: 400, message: reason, error: 'Bad Request' } : undefined,
    }));
    type(JSON.stringify(smallGrant));
    press('Validate');

    await saveGrant();
    expect(problems()).toBe('Section weights must sum to 100%. Current total: 90%');

    reason = undefined;
    await saveGrant();
    expect(problems()).toBe('Error creating grant');
    expect(screen.getByRole('button', { name: 'Save Grant' }).hasAttribute('disabled')).toBe(false);
  });

  it("says 'Saving...' and cannot be pressed twice while the grant is saved", async () => {
    const fetch = showPage(() => 'never');
    type(JSON.stringify(smallGrant));
    press('Validate');

    await saveGrant();

    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
