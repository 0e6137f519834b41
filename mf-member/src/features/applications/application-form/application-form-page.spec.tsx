import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Grant } from '@portal/contract/grants';
import type { ApplicationSummary } from '@portal/contract/applications';
import { testApplicationDraft, testFileRecord } from '@portal/contract/testing';
import { fakeXhr, restoreFetch, restoreXhr, sentBody } from '@portal/web-kit/testing';
import {
  aGrantWithEveryQuestionType,
  anApplicationSummary,
  aQuestion,
  aSection,
} from '../../../test/factories.js';
import {
  ann,
  drawMemberPage,
  failure,
  ok,
  renderMemberPage,
  type PortalRoute,
} from '../../../test/render-member-page.js';
import { draftStorageKey } from './answer-draft-store.js';
import { chooseEnglish, chooseFrench } from '../../../test/french.js';
import ApplicationFormPage from './application-form-page.js';

const grant = aGrantWithEveryQuestionType({
  title: 'Post-Secondary Bursary',
  description: [
    'Tuition help for members in full-time studies.',
    'Eligibility:',
    'Members of the Nation enrolled full-time.',
    'Note: transcripts are checked.',
  ].join('\n'),
});
const draftKey = draftStorageKey(ann._id, grant._id);
const grantPath = (id: string) => `/api/grants/${id}`;

const draftsPath = '/api/grant-applications/drafts';
const myApplicationsPath = '/api/grant-applications?userOnly=true';
const previewPath = (id: string) => `/apply-grant/${id}/preview`;
/** The portal's answer to a draft saved: the draft as sent, just saved. */
const draftSaved =
  (shown: Grant): PortalRoute =>
  (_method, _url, body) =>
    ok(
      testApplicationDraft({
        _id: 'd-1',
        grantId: shown._id,
        grantTitle: shown.title,
        answers: (body as { answers: Record<string, string | string[]> }).answers,
        updatedAt: '2026-09-20T15:00:00.000Z',
      }),
    );

/**
 * The portal: the grant, the member's applications (none unless given), and `onSave` for
 * POST /api/grant-applications/drafts.
 */
function portal(
  shown: Grant = grant,
  onSave: PortalRoute = draftSaved(shown),
  applications: ApplicationSummary[] = [],
): PortalRoute {
  return (method, url, body) => {
    if (method === 'GET' && url === grantPath(shown._id)) return ok(shown);
    if (method === 'GET' && url === myApplicationsPath) return ok(applications);
    if (method === 'POST' && url === draftsPath) return onSave(method, url, body);
    if (method === 'GET' && url === '/api/files/limits')
      return ok({ maxUploadBytes: 25 * 1024 * 1024 });
    return failure(404, 'Not found', 'request.not_found');
  };
}

async function showForm(shown: Grant = grant, onSave?: PortalRoute) {
  const page = renderMemberPage(ApplicationFormPage, {
    path: `/apply-grant/${shown._id}`,
    pattern: '/apply-grant/:id',
    route: portal(shown, onSave),
  });
  await screen.findByRole('button', { name: 'Preview Application' });
  return page;
}

const field = (label: string) => screen.getByLabelText(label);
const textBox = (label: string) => field(label) as HTMLTextAreaElement | HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });
const studyLabel = 'What will you study? (required)';
const memberLabel = 'I am a member of the Nation (required)';
const startLabel = 'When do your studies start? (required)';
const modeLabel = 'How will you study? (required)';
const needsLabel = 'What do you need help with? (required)';
const rankLabel = 'Rank your needs (required)';
const fileLabel = 'Proof of enrolment (required)';
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Preview Application' }));
  });
const summary = () => document.querySelector<HTMLElement>('.problem-summary');
const priorityItems = () =>
  within(group(rankLabel))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.priority-text')?.textContent);
/** The message tied to a control (aria-describedby), as a screen reader reads it with the control. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** The file a file question holds, as its "Chosen:" line names it. */
const chosenFile = () => document.querySelector('.file-chosen strong')?.textContent ?? null;
const pdf = (name = 'enrolment.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const choose = (file: File) =>
  act(async () => {
    fireEvent.change(field(fileLabel), { target: { files: [file] } });
  });

/** Fills every required question with a good answer. */
async function fillEverything() {
  fireEvent.change(textBox(studyLabel), { target: { value: 'Nursing at the college' } });
  fireEvent.click(field(memberLabel));
  fireEvent.change(textBox(startLabel), { target: { value: '2027-01-10' } });
  await choose(pdf());
}

let scrollTo: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  window.localStorage.clear();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The chosen file is uploaded after the save (application-form-uploads.spec.tsx).
  fakeXhr(() => ok(testFileRecord()));
});

afterEach(() => {
  restoreFetch();
  restoreXhr();
  scrollTo.mockRestore();
});

describe('/apply-grant/{id}: the seven question types', () => {
  it('starts each question at its default (spec §5)', async () => {
    await showForm();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Post-Secondary Bursary');
    expect(textBox(studyLabel).value).toBe('');
    expect((field(memberLabel) as HTMLInputElement).checked).toBe(false);
    expect(textBox(startLabel).value).toBe('');
    expect((field(modeLabel) as HTMLSelectElement).value).toBe('Full-time');
    const needs = within(group(needsLabel));
    expect(needs.getByLabelText<HTMLInputElement>('Tuition').checked).toBe(true);
    expect(needs.getByLabelText<HTMLInputElement>('Books').checked).toBe(true);
    expect(needs.getByLabelText<HTMLInputElement>('Travel').checked).toBe(false);
    expect(priorityItems()).toEqual(['Tuition', 'Housing', 'Transportation']);
    expect((field(fileLabel) as HTMLInputElement).type).toBe('file');
  });

  it('starts a dropdown without a default at no choice', async () => {
    const noDefault = aGrantWithEveryQuestionType();
    noDefault.sections[0].questions[3] = aQuestion({
      label: 'How will you study?',
      type: 'dropdown',
      options: ['Full-time', 'Part-time'],
      defaultSelected: [],
    });
    await showForm(noDefault);

    expect((field(modeLabel) as HTMLSelectElement).value).toBe('');
    await submit();
    expect(describedBy(field(modeLabel))).toContain('This field is required');
  });

  it("shows each question's message and the summary on an empty submit, scrolled to the top with focus on the summary", async () => {
    const { calls } = await showForm();
    // The defaults answer the multi-select: untick them to see its message too.
    fireEvent.click(within(group(needsLabel)).getByLabelText('Tuition'));
    fireEvent.click(within(group(needsLabel)).getByLabelText('Books'));

    await submit();

    expect(describedBy(field(studyLabel))).toBe(
      'Up to 10,000 characters. Error: This field is required',
    );
    expect(describedBy(field(memberLabel))).toBe('Error: This checkbox is required');
    expect(describedBy(field(startLabel))).toBe('Error: This field is required');
    expect(describedBy(field(modeLabel))).toBe('');
    expect(describedBy(group(needsLabel))).toBe('Error: Please select at least one option');
    expect(describedBy(field(fileLabel))).toContain('Error: Please upload a file');
    expect(describedBy(group(rankLabel))).not.toContain('Error');
    const alert = summary();
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toContain('Please fill out all required fields');
    expect(
      within(alert!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'What will you study? — This field is required',
      'I am a member of the Nation — This checkbox is required',
      'When do your studies start? — This field is required',
      'What do you need help with? — Please select at least one option',
      'Proof of enrolment — Please upload a file',
    ]);
    expect(document.activeElement).toBe(alert);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(calls()).not.toContain(`POST ${draftsPath}`);
  });

  it('marks the fields invalid and links each message to its question', async () => {
    await showForm();
    await submit();

    expect(field(studyLabel).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(summary()!).getByRole('link', { name: /When do your studies start/ }));
    expect(document.activeElement).toBe(field(startLabel));
  });

  it('takes each message away as its question is answered, and the summary with the last', async () => {
    await showForm();
    await submit();

    fireEvent.change(textBox(studyLabel), { target: { value: 'Nursing' } });
    expect(describedBy(field(studyLabel))).toBe('Up to 10,000 characters.');
    fireEvent.click(field(memberLabel));
    fireEvent.change(textBox(startLabel), { target: { value: '2027-01-10' } });
    expect(summary()?.textContent).toContain('Please fill out all required fields');
    await choose(pdf());

    expect(summary()?.textContent).toBe('');
  });

  it("says a written answer's limit, counts it as it is typed, and never cuts a longer one", async () => {
    await showForm();
    const box = textBox(studyLabel);
    expect(describedBy(box)).toBe('Up to 10,000 characters.');
    expect(box.hasAttribute('maxlength')).toBe(false);
    const count = () =>
      box.closest('.text-question')?.querySelector('.character-count')?.textContent;
    expect(count()).toBe('0 of 10,000 characters');

    fireEvent.change(box, { target: { value: 'Nursing' } });
    expect(count()).toBe('7 of 10,000 characters');

    // Pasted past the limit: all of it stays, and the question says so before any submit.
    const pasted = 'a'.repeat(10_050);
    fireEvent.change(box, { target: { value: pasted } });
    expect(box.value).toBe(pasted);
    expect(count()).toBe('10,050 of 10,000 characters: 50 too many');
    expect(describedBy(box)).toBe(
      'Up to 10,000 characters. Error: Please keep this answer to 10000 characters or fewer.',
    );
  });

  it("refuses a file of another type with spec §5's message, and takes a PDF by its name", async () => {
    await showForm();

    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(describedBy(field(fileLabel))).toContain(
      'Invalid file type. Only PDF, DOC, DOCX, XLS, XLSX, JPG, and PNG files are allowed.',
    );
    expect((field(fileLabel) as HTMLInputElement).value).toBe('');

    await choose(pdf('my enrolment.pdf'));
    expect(describedBy(field(fileLabel))).not.toContain('Invalid file type');
    expect(chosenFile()).toBe('my enrolment.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Remove my enrolment.pdf' }));
    expect(chosenFile()).toBeNull();
    expect(document.activeElement).toBe(field(fileLabel));
  });

  it('says next to a file question that a chosen file is not kept over a reload', async () => {
    await showForm();
    expect(describedBy(field(fileLabel))).toContain('choose it again');
  });

  it('orders a priority question with Move up and Move down, focus staying on the moved item', async () => {
    await showForm();
    const rank = within(group(rankLabel));

    act(() => rank.getByRole('button', { name: 'Move down Tuition' }).click());

    expect(priorityItems()).toEqual(['Housing', 'Tuition', 'Transportation']);
    expect(document.activeElement).toBe(rank.getByRole('button', { name: 'Move down Tuition' }));
    expect(rank.getByRole('status').textContent).toBe('Tuition moved to position 2 of 3');
    // At the top, Move up stays focusable but does nothing.
    const housingUp = rank.getByRole('button', { name: 'Move up Housing' });
    expect(housingUp.getAttribute('aria-disabled')).toBe('true');
    act(() => housingUp.click());
    expect(priorityItems()).toEqual(['Housing', 'Tuition', 'Transportation']);
  });

  it('keeps the multi-select answer in the order of the options', async () => {
    const { fetch } = await showForm();
    fireEvent.click(within(group(needsLabel)).getByLabelText('Tuition'));
    fireEvent.click(within(group(needsLabel)).getByLabelText('Travel'));
    fireEvent.click(within(group(needsLabel)).getByLabelText('Tuition'));
    await fillEverything();

    await submit();

    // The grant, the drafts, the member's applications and the upload limit, then the draft saved.
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(5));
    expect(sentBody(fetch.mock.calls[4])).toMatchObject({
      answers: { '1-0': ['Tuition', 'Books', 'Travel'] },
    });
  });

  it('does not send the form on Enter in the date field or on a checkbox; Enter still opens the file picker', async () => {
    const { calls } = await showForm();
    await fillEverything();
    // A browser submits the form on Enter in these unless the keydown is prevented.
    const pressEnter = (element: HTMLElement) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };

    expect(pressEnter(field(startLabel))).toBe(true);
    expect(pressEnter(field(memberLabel))).toBe(true);
    expect(pressEnter(field(fileLabel))).toBe(false);
    expect(calls()).toEqual([
      `GET ${grantPath(grant._id)}`,
      `GET ${myApplicationsPath}`,
      `GET /api/files/limits`,
    ]);
  });
});

describe('/apply-grant/{id}: the grant', () => {
  it('shows Eligibility, FAQs, Requirements, Important and Note lines of the description as headings', async () => {
    await showForm();

    const about = screen.getByRole('region', { name: 'About this grant' });
    expect(
      within(about)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Eligibility:', 'Note: transcripts are checked.']);
    expect(within(about).getByText('Members of the Nation enrolled full-time.').tagName).toBe('P');
  });

  it('warns before the open date, and still takes the application', async () => {
    await showForm(
      aGrantWithEveryQuestionType({
        openDate: '2099-09-01T04:00:00.000Z',
        closeDate: '2099-12-31T05:00:00.000Z',
      }),
    );

    expect(screen.getByText('Applications will open on 2099-09-01.')).toBeTruthy();
    expect(screen.getByText(/You can still fill in and submit this form/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Preview Application' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('warns after the close date', async () => {
    await showForm(
      aGrantWithEveryQuestionType({
        openDate: '2020-01-01T05:00:00.000Z',
        closeDate: '2020-03-01T04:59:59.999Z',
      }),
    );

    expect(screen.getByText('Applications closed on 2020-02-29.')).toBeTruthy();
  });

  it('says so when the grant cannot be found (or is not published), with the way back', async () => {
    renderMemberPage(ApplicationFormPage, {
      path: '/apply-grant/00000000-0000-4000-8000-000000000999',
      pattern: '/apply-grant/:id',
      route: () => failure(404, 'Grant not found', 'grant.not_found'),
    });

    await screen.findByRole('heading', { level: 1, name: 'Grant not found' });
    expect(screen.getByRole('link', { name: 'Back to grants' }).getAttribute('href')).toBe(
      '/apply-grant',
    );
  });

  it("says why the grant did not load (the portal's message, or spec §8's fallback) and retries", async () => {
    let answers = 0;
    renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${grant._id}`,
      pattern: '/apply-grant/:id',
      route: () => (++answers === 1 ? failure(500) : ok(grant)),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error fetching grant details');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));

    await screen.findByRole('button', { name: 'Preview Application' });
  });
});

describe('/apply-grant/{id}: one application per member', () => {
  const showFor = (shown: Grant, applications: ApplicationSummary[]) =>
    renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${shown._id}`,
      pattern: '/apply-grant/:id',
      route: portal(shown, undefined, applications),
    });
  const mine = (status: ApplicationSummary['status']) =>
    anApplicationSummary({
      _id: 'a-1',
      grantId: grant._id,
      status,
      reference: 'EDU-2026-000123',
    });

  it('does not offer the form to a member who applied: it says so, with their application', async () => {
    showFor(grant, [mine('submitted')]);
    const said = await screen.findByText(/^You have already applied to this grant/);
    expect(said.textContent).toBe(
      'You have already applied to this grant: your application is EDU-2026-000123. This grant takes one application per member; you can apply again only if you withdraw that one.',
    );
    // The reference stays on one line.
    expect(said.querySelector('.application-reference')?.textContent).toBe('EDU-2026-000123');
    expect(screen.getByRole('link', { name: 'Open your application' }).getAttribute('href')).toBe(
      '/applications/a-1',
    );
    expect(screen.queryByRole('button', { name: 'Preview Application' })).toBeNull();
    expect(screen.queryByLabelText(studyLabel)).toBeNull();
  });

  it('offers the form again once that application is withdrawn', async () => {
    showFor(grant, [mine('withdrawn')]);
    await screen.findByRole('button', { name: 'Preview Application' });
    expect(screen.queryByText(/You have already applied/)).toBeNull();
  });

  it('offers the form when the grant takes several applications per member', async () => {
    showFor({ ...grant, oneApplicationPerMember: false }, [mine('submitted')]);
    await screen.findByRole('button', { name: 'Preview Application' });
    expect(screen.queryByText(/You have already applied/)).toBeNull();
  });
});

describe('/apply-grant/{id}: typed answers survive a reload', () => {
  it('keeps the answers in this browser as they are typed, per member and grant, without files', async () => {
    await showForm();

    fireEvent.change(textBox(studyLabel), { target: { value: 'Nursing' } });
    fireEvent.click(field(memberLabel));
    await choose(pdf());

    const kept = JSON.parse(window.localStorage.getItem(draftKey) ?? 'null');
    expect(kept.answers).toMatchObject({ '0-0': 'Nursing', '0-1': 'yes' });
    expect(kept.answers).not.toHaveProperty('1-2');
  });

  it('puts the answers back on the next visit, with a short notice; a file must be chosen again', async () => {
    const first = await showForm();
    fireEvent.change(textBox(studyLabel), { target: { value: 'Nursing' } });
    fireEvent.click(field(memberLabel));
    fireEvent.change(textBox(startLabel), { target: { value: '2027-01-10' } });
    fireEvent.change(field(modeLabel), { target: { value: 'Part-time' } });
    fireEvent.click(within(group(needsLabel)).getByLabelText('Travel'));
    act(() =>
      within(group(rankLabel)).getByRole('button', { name: 'Move up Transportation' }).click(),
    );
    await choose(pdf());
    first.unmount();

    await showForm();

    expect(textBox(studyLabel).value).toBe('Nursing');
    expect((field(memberLabel) as HTMLInputElement).checked).toBe(true);
    expect(textBox(startLabel).value).toBe('2027-01-10');
    expect((field(modeLabel) as HTMLSelectElement).value).toBe('Part-time');
    expect(within(group(needsLabel)).getByLabelText<HTMLInputElement>('Travel').checked).toBe(true);
    expect(priorityItems()).toEqual(['Tuition', 'Transportation', 'Housing']);
    expect(chosenFile()).toBeNull();
    const notice = await screen.findByText(/^We put back the answers you typed \(last kept /);
    expect(notice.textContent).toMatch(
      /\(last kept \d{4}-\d{2}-\d{2}, .+\)\. Any files must be chosen again\.$/,
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it("never shows another member's answers", async () => {
    window.localStorage.setItem(
      draftStorageKey('u-bob', grant._id),
      JSON.stringify({ savedAt: '2026-09-20T15:00:00Z', answers: { '0-0': "Bob's answer" } }),
    );
    await showForm();

    expect(textBox(studyLabel).value).toBe('');
    expect(screen.queryByText(/We put back/)).toBeNull();
  });

  it('keeps the answers in this browser until the application is submitted (from the preview)', async () => {
    const { location } = await showForm();
    await fillEverything();

    await submit();

    await waitFor(() => expect(location()).toBe(previewPath(grant._id)));
    expect(window.localStorage.getItem(draftKey)).not.toBeNull();
  });
});

describe('/apply-grant/{id}: saving the draft and previewing', () => {
  it('saves every answer as a draft, the chosen file once it is uploaded, then opens the preview', async () => {
    const { fetch, location } = await showForm();
    await fillEverything();

    await submit();

    await waitFor(() => expect(location()).toBe(previewPath(grant._id)));
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      `GET ${grantPath(grant._id)}`,
      `GET ${draftsPath}`,
      `GET ${myApplicationsPath}`,
      'GET /api/files/limits',
      `POST ${draftsPath}`,
      `POST ${draftsPath}`,
    ]);
    const answers = {
      '0-0': 'Nursing at the college',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '0-3': 'Full-time',
      '1-0': ['Tuition', 'Books'],
      '1-1': ['Tuition', 'Housing', 'Transportation'],
    };
    // First without the file (not on the portal yet), then with its name once it arrived.
    expect(sentBody(fetch.mock.calls[4])).toEqual({
      grantId: grant._id,
      answers: { ...answers, '1-2': '' },
    });
    expect(sentBody(fetch.mock.calls[5])).toEqual({
      grantId: grant._id,
      answers: { ...answers, '1-2': 'enrolment.pdf' },
    });
  });

  it('saves a draft with answers missing, and says so, without leaving the form', async () => {
    const { calls, location } = await showForm();
    fireEvent.change(textBox(studyLabel), { target: { value: 'Nursing' } });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    });

    await screen.findByText(/^Draft saved 2026-09-20, .+\. You can finish it on any device/);
    expect(calls()).toEqual([
      `GET ${grantPath(grant._id)}`,
      `GET ${myApplicationsPath}`,
      `GET /api/files/limits`,
      `POST ${draftsPath}`,
    ]);
    expect(location()).toBeNull();
    expect(summary()?.textContent).toBe('');
  });

  it('sends once on a double click, the button busy meanwhile', async () => {
    const { calls } = await showForm(grant, () => 'never');
    await fillEverything();
    const button = screen.getByRole('button', { name: 'Preview Application' });

    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => fireEvent.click(button));

    expect(calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(button.textContent).toBe('Saving...');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps the form filled after a failure, says why at the top, and saves again on the next press', async () => {
    let attempts = 0;
    const { calls, location } = await showForm(grant, (method, url, body) =>
      ++attempts === 1
        ? failure(
            503,
            'This part of the portal is not reachable right now. Please try again in a moment.',
          )
        : draftSaved(grant)(method, url, body),
    );
    await fillEverything();

    await submit();

    const alert = summary()!;
    await waitFor(() =>
      expect(alert.textContent).toContain('This part of the portal is not reachable right now.'),
    );
    expect(alert.textContent).toContain('Your answers are still here, and kept in this browser.');
    expect(document.activeElement).toBe(alert);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(textBox(studyLabel).value).toBe('Nursing at the college');
    expect(chosenFile()).toBe('enrolment.pdf');
    expect(window.localStorage.getItem(draftKey)).not.toBeNull();

    await submit();

    await waitFor(() => expect(location()).toBe(previewPath(grant._id)));
    expect(calls().filter((call) => call.startsWith('POST'))).toHaveLength(3);
  });

  it("falls back to 'Error saving draft' when the portal gives no sentence", async () => {
    await showForm(grant, () => failure(500));
    await fillEverything();

    await submit();

    await waitFor(() => expect(summary()?.textContent).toContain('Error saving draft'));
  });

  it('previews a grant with only optional questions left empty', async () => {
    const optional = aGrantWithEveryQuestionType({
      sections: [aSection({ questions: [aQuestion({ required: false })] })],
    });
    const { location } = await showForm(optional);

    await submit();

    await waitFor(() => expect(location()).toBe(previewPath(optional._id)));
  });
});

describe('/apply-grant/{id}: the draft on the portal', () => {
  const onPortal = testApplicationDraft({
    _id: 'd-1',
    grantId: grant._id,
    grantTitle: grant.title,
    answers: { '0-0': 'Typed on my phone', '0-1': 'yes', '1-2': 'letter.pdf' },
    updatedAt: '2026-09-20T15:00:00.000Z',
  });
  const { answers: _answers, ...onPortalSummary } = onPortal;

  function showWithDraft() {
    const page = renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${grant._id}`,
      pattern: '/apply-grant/:id',
      drafts: [onPortalSummary],
      route: (method, url, body) => {
        if (url === `${draftsPath}/d-1`) return ok(onPortal);
        if (url === '/api/files/application/d-1')
          return ok({ '1-2': testFileRecord({ originalname: 'letter.pdf', questionKey: '1-2' }) });
        return portal()(method, url, body);
      },
    });
    return page;
  }

  it('starts from the draft saved on another device, its file already uploaded, and says so', async () => {
    const { allCalls } = showWithDraft();
    await screen.findByRole('button', { name: 'Preview Application' });

    expect(textBox(studyLabel).value).toBe('Typed on my phone');
    expect((field(memberLabel) as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.file-chosen')?.textContent).toContain('Uploaded: letter.pdf');
    await screen.findByText(/^We put back the draft you saved 2026-09-20, /);
    expect(allCalls()).toEqual([
      `GET ${grantPath(grant._id)}`,
      `GET ${draftsPath}`,
      `GET ${myApplicationsPath}`,
      `GET ${draftsPath}/d-1`,
      'GET /api/files/application/d-1',
      'GET /api/files/limits',
    ]);
  });

  it('shows the answers kept in this browser when they are newer than the draft, and says so', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: '2026-09-20T16:00:00Z', answers: { '0-0': 'Typed offline' } }),
    );
    showWithDraft();
    await screen.findByRole('button', { name: 'Preview Application' });

    expect(textBox(studyLabel).value).toBe('Typed offline');
    const notice = await screen.findByText(/^The answers kept in this browser \(/);
    expect(notice.textContent).toMatch(/are newer than your saved draft \(2026-09-20, .+\)/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('starts from this browser when the draft cannot be read, and says so', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: '2026-09-20T16:00:00Z', answers: { '0-0': 'Typed offline' } }),
    );
    renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${grant._id}`,
      pattern: '/apply-grant/:id',
      routesDrafts: true,
      route: (method, url, body) =>
        url.startsWith(draftsPath) ? failure(503) : portal()(method, url, body),
    });
    await screen.findByRole('button', { name: 'Preview Application' });

    expect(textBox(studyLabel).value).toBe('Typed offline');
    await screen.findByText(/^Your saved draft could not be loaded right now, so the answers kept/);
  });
});

describe('/apply-grant/{id} drawn by the gateway with the grant and the draft, then taken over', () => {
  const address = `/apply-grant/${grant._id}`;
  const answers = new Map<string, unknown>([
    [grantPath(grant._id), grant],
    [myApplicationsPath, []],
    [draftsPath, []],
    ['/api/files/limits', { maxUploadBytes: 25 * 1024 * 1024 }],
  ]);

  /** The drawn page on screen, as the gateway sent it: plain HTML fields, no script yet. */
  function drawnPage(): HTMLElement {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = drawMemberPage(ApplicationFormPage, {
      path: address,
      pattern: '/apply-grant/:id',
      answers,
    });
    return container;
  }
  const takeOver = (container: HTMLElement) =>
    renderMemberPage(ApplicationFormPage, {
      path: address,
      pattern: '/apply-grant/:id',
      route: portal(),
      drawn: { container, answers },
    });
  const drawnField = <T extends Element>(container: HTMLElement, name: string) =>
    container.querySelector<T & Element>(`[name="${name}"]`) as T;

  afterEach(() => document.body.replaceChildren());

  it('starts from the answers the page was drawn with, asking nothing again', async () => {
    const container = drawnPage();
    expect(container.querySelector('h1')?.textContent).toBe('Post-Secondary Bursary');

    const { fetch } = takeOver(container);

    expect(screen.getByRole('button', { name: 'Preview Application' })).toBeTruthy();
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what the member typed, ticked and chose in the drawn form before the app took over', async () => {
    // Kept in this browser earlier (the gateway cannot see it): newer than the portal's none.
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: '2026-09-20T16:00:00Z', answers: { '0-2': '2027-01-10' } }),
    );
    const container = drawnPage();
    drawnField<HTMLTextAreaElement>(container, 'answer-0-0').value = 'Typed before the app';
    drawnField<HTMLInputElement>(container, 'answer-0-1').checked = true;
    drawnField<HTMLSelectElement>(container, 'answer-0-3').value = 'Part-time';
    const travel = container.querySelector<HTMLInputElement>('[name="answer-1-0"][value="Travel"]');
    if (!travel) throw new Error('no Travel option drawn');
    travel.checked = true;
    const file = drawnField<HTMLInputElement>(container, 'answer-1-2');
    Object.defineProperty(file, 'files', { value: [pdf('drawn.pdf')] });

    takeOver(container);

    expect(textBox(studyLabel).value).toBe('Typed before the app');
    expect((field(memberLabel) as HTMLInputElement).checked).toBe(true);
    expect((field(modeLabel) as HTMLSelectElement).value).toBe('Part-time');
    const needs = within(group(needsLabel));
    expect(needs.getByLabelText<HTMLInputElement>('Travel').checked).toBe(true);
    expect(needs.getByLabelText<HTMLInputElement>('Tuition').checked).toBe(true);
    // Left as drawn: the answer kept in this browser, newer than the drawn one, stays.
    expect(textBox(startLabel).value).toBe('2027-01-10');
    expect(chosenFile()).toBe('drawn.pdf');
    // Kept in this browser as if typed in the app.
    await act(async () => undefined);
    const kept = JSON.parse(window.localStorage.getItem(draftKey) ?? 'null');
    expect(kept.answers).toMatchObject({
      '0-0': 'Typed before the app',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '0-3': 'Part-time',
      '1-0': ['Tuition', 'Books', 'Travel'],
    });
  });

  it('refuses a file of another type chosen in the drawn form, with the message', async () => {
    const container = drawnPage();
    const file = drawnField<HTMLInputElement>(container, 'answer-1-2');
    Object.defineProperty(file, 'files', {
      value: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })],
    });

    takeOver(container);

    expect(chosenFile()).toBeNull();
    expect(describedBy(field(fileLabel))).toContain('Invalid file type');
  });

  it('draws the page afresh, asking its calls, once the member has moved on from the opened page', async () => {
    // No answers given: a form reached by a link in the app loads as always.
    const { fetch } = renderMemberPage(ApplicationFormPage, {
      path: address,
      pattern: '/apply-grant/:id',
      route: portal(),
    });
    await screen.findByRole('button', { name: 'Preview Application' });
    expect(fetch.mock.calls.map(([url]) => url)).toContain(grantPath(grant._id));
  });
});

describe('/apply-grant/{id} in French', () => {
  beforeEach(chooseFrench);
  afterEach(chooseEnglish);

  it('labels the questions, says the problems and offers the buttons in French', async () => {
    renderMemberPage(ApplicationFormPage, {
      path: `/apply-grant/${grant._id}`,
      pattern: '/apply-grant/:id',
      route: portal(),
    });
    const preview = await screen.findByRole('button', { name: 'Aperçu de la demande' });
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeTruthy();
    expect(field('What will you study? (obligatoire)')).toBeTruthy();
    expect(describedBy(field('What will you study? (obligatoire)'))).toContain(
      'Jusqu’à 10\u00a0000 caractères.',
    );
    expect(
      within(group('Rank your needs (obligatoire)')).getAllByRole('button', { name: /^Monter/ }),
    ).not.toHaveLength(0);

    await act(async () => {
      fireEvent.click(preview);
    });

    const alert = summary()!;
    expect(alert.textContent).toContain('Veuillez remplir tous les champs obligatoires');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('What will you study? — Ce champ est obligatoire');
    expect(describedBy(field('I am a member of the Nation (obligatoire)'))).toContain(
      'Cette case doit être cochée',
    );
  });
});
