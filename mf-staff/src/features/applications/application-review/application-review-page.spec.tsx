import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Application } from '@portal/contract/applications';
import { testFileRecord } from '@portal/contract/testing';
import { api, unreadNotifications } from '@portal/web-kit';
import { restoreFetch, sentBody, type FakeAnswer } from '@portal/web-kit/testing';
import { testApplication, testStatusEntry } from '../../../test/application-factory.js';
import { testQuestion, testSection } from '../../../test/grant-factory.js';
import { renderGrantPage, type PortalRoute } from '../../../test/render-grant-page.js';
import ApplicationReviewPage from './application-review-page.js';

const application = testApplication({
  applicantName: 'Ann Lee',
  applicantEmail: 'ann.lee@example.ca',
  grantTitle: 'Language Keepers Award',
  grantType: 'award',
  dateSubmitted: '2026-09-15T16:00:00.000Z',
  statusChangedAt: '2026-09-16T14:30:00.000Z',
  status: 'reviewed',
  sections: [
    testSection({
      label: 'About You',
      description: 'Who you are',
      questions: [
        testQuestion({ label: 'Your story', type: 'textarea' }),
        testQuestion({ label: 'I live on reserve', type: 'checkbox' }),
        testQuestion({ label: 'Your birthday', type: 'date', required: false }),
      ],
    }),
    testSection({
      label: 'Teaching',
      description: '',
      questions: [
        testQuestion({
          label: 'Rank what you teach',
          type: 'priority',
          options: ['Songs', 'Stories'],
        }),
        testQuestion({ label: 'Languages', type: 'multi-select', options: ['Cree', 'Ojibwe'] }),
        testQuestion({ label: 'Proof of enrolment', type: 'file' }),
        testQuestion({ label: 'Anything else?', type: 'textarea', required: false }),
      ],
    }),
  ],
  answers: {
    '0-0': 'I teach songs.\nEvery Sunday.',
    '0-1': 'yes',
    '0-2': '2001-04-09',
    '1-0': ['Stories', 'Songs'],
    '1-1': ['Cree', 'Ojibwe'],
    '1-2': 'enrolment.pdf',
  },
  statusHistory: [
    testStatusEntry({ status: 'submitted', byName: 'Ann Lee', at: '2026-09-15T16:00:00.000Z' }),
    testStatusEntry({
      status: 'reviewed',
      kind: 'statusChanged',
      byName: 'Sam Staff',
      at: '2026-09-16T14:30:00.000Z',
    }),
  ],
});
const applicationPath = `/api/grant-applications/${application._id}`;

/**
 * The review page with the portal answering `route`, and the application's files `files` (none
 * uploaded unless told). `calls()` are the application's calls; `allCalls()` the files' too.
 */
function showReview(
  route: PortalRoute,
  id = application._id,
  files: () => FakeAnswer | 'never' = () => ({ status: 200, body: {} }),
  history: () => FakeAnswer | 'never' = () => ({ status: 200, body: [] }),
) {
  const page = renderGrantPage(ApplicationReviewPage, {
    path: `/admin/applications/${id}`,
    pattern: '/admin/applications/:id',
    route: (method, url, body) => {
      // No earlier files unless a test gives some (its own test below).
      if (url.endsWith('/history')) return history();
      if (url.startsWith('/api/files/')) return files();
      // The applicant's card number has its own tests (membership-card-number.spec.tsx).
      if (url.startsWith('/api/users/'))
        return { status: 200, body: { masked: null, reveals: null } };
      // The reviewer's notices about it, marked read once it is on screen (its own test below).
      if (url.startsWith('/api/notifications/application/'))
        return { status: 200, body: { unread: 0 } };
      return route(method, url, body);
    },
  });
  const isFilesCall = (call: string) =>
    call.includes(' /api/files/') ||
    call.includes(' /api/users/') ||
    call.includes(' /api/notifications/');
  return {
    ...page,
    calls: () => page.calls().filter((call) => !isFilesCall(call)),
    allCalls: page.calls,
  };
}

const found = (shown: Application = application): FakeAnswer => ({ status: 200, body: shown });
const failure = (status: number, message?: string, code?: string): FakeAnswer => ({
  status,
  body: message ? { statusCode: status, message, error: 'Error', code } : undefined,
});
const statusButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Set the status' })).getByRole('button', { name });
const answersShown = () =>
  within(screen.getByRole('region', { name: 'Answers' }))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const successMessage = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join('');

describe('/admin/applications/{id}', () => {
  it('lists the earlier files: a replaced one to download, a removed one named', async () => {
    const fileApplication = testApplication({
      sections: [
        testSection({
          questions: [testQuestion({ label: 'Proof of enrolment', type: 'file', weight: 100 })],
        }),
      ],
      answers: { '0-0': 'enrolment-2.pdf' },
    });
    const entry = {
      applicationId: fileApplication._id,
      questionKey: '0-0',
      actorId: '00000000-0000-4000-8000-0000000000aa',
      size: 2048,
      mimeType: 'application/pdf',
      uploadedAt: '2026-09-15T14:30:00.000Z',
    };
    showReview(
      () => found(fileApplication),
      fileApplication._id,
      undefined,
      () => ({
        status: 200,
        body: [
          {
            ...entry,
            _id: '00000000-0000-4000-8000-0000000000b1',
            event: 'replaced',
            at: '2026-09-20T15:00:00.000Z',
            originalname: 'enrolment-1.pdf',
            downloadable: true,
          },
          {
            ...entry,
            _id: '00000000-0000-4000-8000-0000000000b2',
            event: 'removed',
            at: '2026-09-21T15:00:00.000Z',
            originalname: 'old-scan.pdf',
            downloadable: false,
          },
        ],
      }),
    );

    const section = await screen.findByRole('region', { name: 'Earlier files' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/^Proof of enrolment: replaced by the applicant on /);
    expect(
      within(items[0]).getByRole('button', { name: /^Download enrolment-1\.pdf/ }),
    ).toBeTruthy();
    expect(items[1]?.textContent).toMatch(
      /removed by an administrator on .* \(the file is gone\)old-scan\.pdf$/,
    );
    expect(within(items[1]).queryByRole('button')).toBeNull();
  });

  it('shows no earlier files section when there are none', async () => {
    showReview(() => found());
    await screen.findByRole('group', { name: 'Set the status' });
    expect(screen.queryByRole('region', { name: 'Earlier files' })).toBeNull();
  });

  it("marks the reviewer's notices about it read once it is on screen, and the bell follows", async () => {
    unreadNotifications.set(2);
    const { allCalls } = showReview(() => found());
    await screen.findByRole('group', { name: 'Set the status' });

    await waitFor(() => expect(unreadNotifications.get()).toBe(0));
    expect(allCalls()).toContain(`POST /api/notifications/application/${application._id}/read`);
  });

  afterEach(() => {
    restoreFetch();
    jest.useRealTimers();
  });

  it("is titled 'Review Application' and shows progress while the application loads", () => {
    showReview(() => 'never');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review Application');
    expect(screen.getByRole('status').textContent).toBe('Loading the application…');
  });

  it('says the uploaded files are loading while the answers already show', async () => {
    showReview(
      () => found(),
      application._id,
      () => 'never',
    );

    const answers = within(await screen.findByRole('region', { name: 'Answers' }));
    expect(answers.getByRole('status').textContent).toBe('Loading the uploaded files…');
    expect(answersShown()[0]).toEqual(['Your story (required)', 'I teach songs.\nEvery Sunday.']);
  });

  it('shows the applicant, the grant, the submitted date and the status', async () => {
    const { calls } = showReview(() => found());

    await screen.findByRole('group', { name: 'Set the status' });
    expect(calls()).toEqual([`GET ${applicationPath}`]);
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('.application-facts > div'), (fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Reference: 'EDU-2026-000123',
      Applicant: 'Ann Leeann.lee@example.ca',
      Grant: 'Language Keepers Award Award',
      Submitted: '2026-09-15, 12:00 p.m.',
      Status: 'In Review',
      'Status last changed': '2026-09-16, 10:30 a.m.',
    });
    expect(screen.getByRole('link', { name: 'Language Keepers Award' }).getAttribute('href')).toBe(
      `/grants/${application.grantId}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Applications' }).getAttribute('href')).toBe(
      '/applications',
    );
  });

  it('shows every question of the snapshot with its answer, as its type reads', async () => {
    // Until the files are known, a file question shows the name the applicant chose.
    showReview(
      () => found(),
      application._id,
      () => 'never',
    );

    await screen.findByRole('region', { name: 'Answers' });
    expect(answersShown()).toEqual([
      ['Your story (required)', 'I teach songs.\nEvery Sunday.'],
      ['I live on reserve (required)', 'Yes'],
      ['Your birthday', '2001-04-09'],
      ['Rank what you teach (required)', 'StoriesSongs'],
      ['Languages (required)', 'CreeOjibwe'],
      ['Proof of enrolment (required)', 'enrolment.pdf'],
      ['Anything else?', 'No answer'],
    ]);
    const answers = within(screen.getByRole('region', { name: 'Answers' }));
    expect(answers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'About You',
      'Teaching',
    ]);
    // A priority is an order: a numbered list.
    expect(answers.getByText('Stories').closest('ol')).toBeTruthy();
    expect(answers.getByText('Cree').closest('ul')).toBeTruthy();
  });

  it('reads an amount kept as cents in dollars, a number with its thousands, a short text as written', async () => {
    const withNewerQuestions = {
      ...application,
      sections: [
        testSection({
          label: 'Costs',
          questions: [
            testQuestion({ label: 'Amount asked', type: 'currency' }),
            testQuestion({ label: 'Days', type: 'number' }),
            testQuestion({ label: 'School', type: 'short-text' }),
          ],
        }),
      ],
      answers: { '0-0': '123456', '0-1': '1234.5', '0-2': 'Red River College' },
    };
    showReview(() => found(withNewerQuestions));

    await screen.findByRole('region', { name: 'Answers' });
    expect(answersShown()).toEqual([
      ['Amount asked (required)', '$1,234.56'],
      ['Days (required)', '1,234.5'],
      ['School (required)', 'Red River College'],
    ]);
  });

  it("says 'Question not found' for an answer whose key names no question of the snapshot", async () => {
    showReview(() => found({ ...application, answers: { ...application.answers, '4-1': 'Lost' } }));

    await screen.findByRole('region', { name: 'Answers' });
    expect(answersShown().at(-1)).toEqual(['Question not found (answer 4-1)', 'Lost']);
    expect(screen.getByRole('heading', { level: 3, name: 'Other answers' })).toBeTruthy();
  });

  it("says 'Question text not available' for every answer when the application has no questions kept", async () => {
    showReview(() =>
      found({
        ...application,
        sections: [],
        answers: { '0-1': 'yes', '0-0': 'Text', '1-10': 'x', '1-9': 'y' },
      }),
    );

    await screen.findByRole('region', { name: 'Answers' });
    expect(answersShown()).toEqual([
      ['Question text not available (answer 0-0)', 'Text'],
      ['Question text not available (answer 0-1)', 'yes'],
      ['Question text not available (answer 1-9)', 'y'],
      ['Question text not available (answer 1-10)', 'x'],
    ]);
  });

  it('marks the current status as pressed, and offers the five buttons of the spec, each saying the status it sets', async () => {
    showReview(() => found());

    const group = await screen.findByRole('group', { name: 'Set the status' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Mark as SubmittedSets: Submitted',
      '✓ Mark as ReviewedSets: In Review',
      'ApproveSets: Awarded',
      'RejectSets: Not Awarded',
      'Request More InfoSets: Requires More Information',
    ]);
    // The name is the spec's words; the status it sets is the button's description.
    const reviewed = within(group).getByRole('button', {
      name: 'Mark as Reviewed',
      description: 'Sets: In Review',
    });
    expect(reviewed).toBe(buttons[1]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(statusButton('Mark as Reviewed').getAttribute('aria-disabled')).toBe('true');
  });

  it("awards through its dialog, says 'Application status updated to {label}' for 3 seconds, and shows the new history", async () => {
    jest.useFakeTimers();
    const approved = {
      ...application,
      status: 'approved' as const,
      statusHistory: [
        ...application.statusHistory,
        testStatusEntry({
          status: 'approved',
          kind: 'statusChanged',
          byName: 'Sam Staff',
          at: '2026-09-17T15:00:00.000Z',
        }),
      ],
    };
    const { calls, fetch } = showReview((method) => (method === 'PUT' ? found(approved) : found()));
    await act(() => jest.advanceTimersByTimeAsync(0));

    const approve = statusButton('Approve');
    approve.focus();
    fireEvent.click(approve);
    const dialog = within(screen.getByRole('dialog', { name: 'Award this application?' }));
    // The message is optional with an award.
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Award' }));
    });
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(calls()).toEqual([`GET ${applicationPath}`, `PUT ${applicationPath}/status`]);
    const statusCall = fetch.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(sentBody(statusCall)).toEqual({ status: 'approved' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(successMessage()).toBe('Application status updated to Awarded');
    expect(statusButton('Approve').getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(statusButton('Approve'));
    expect(document.querySelector('.application-facts')?.textContent).toContain('Awarded');
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(
      history.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Ann Lee submitted the application',
      'Sam Staff changed the status from Submitted to In Review',
      'Sam Staff changed the status from In Review to Awarded',
    ]);

    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(successMessage()).toBe('Application status updated to Awarded');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(successMessage()).toBe('');
  });

  it('says Updating... on the pressed button and ignores presses meanwhile', async () => {
    const { calls } = showReview((method) => (method === 'PUT' ? 'never' : found()));
    await screen.findByRole('group', { name: 'Set the status' });

    fireEvent.click(statusButton('Mark as Submitted'));
    fireEvent.click(statusButton('Approve'));

    expect(statusButton('Updating...').getAttribute('aria-busy')).toBe('true');
    expect(statusButton('Approve').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls()).toEqual([`GET ${applicationPath}`, `PUT ${applicationPath}/status`]);
  });

  it('does not send the status the application already has', async () => {
    const { calls } = showReview(() => found());
    await screen.findByRole('group', { name: 'Set the status' });

    fireEvent.click(statusButton('Mark as Reviewed'));

    expect(calls()).toEqual([`GET ${applicationPath}`]);
  });

  it("shows the portal's reason, or 'Error updating application status', when a change fails", async () => {
    let reason: string | undefined = 'Status must be one of: submitted, reviewed';
    showReview((method) => (method === 'PUT' ? failure(400, reason) : found()));
    await screen.findByRole('group', { name: 'Set the status' });

    fireEvent.click(statusButton('Mark as Submitted'));
    expect((await screen.findByText(reason)).closest('[role="alert"]')).toBeTruthy();

    reason = undefined;
    fireEvent.click(statusButton('Mark as Submitted'));
    expect(
      (await screen.findByText('Error updating application status')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(statusButton('Mark as Reviewed').getAttribute('aria-pressed')).toBe('true');
  });

  it('says an application that does not exist is not found, with the way back', async () => {
    showReview(() => failure(404, 'Application not found', 'application.not_found'));

    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Application not found' })).textContent,
    ).toBe('Application not found');
    expect(screen.getByText(/There is no application at this address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("says 'You don't have permission to view this application.' for a 403, without Retry", async () => {
    showReview(() =>
      failure(403, "You don't have permission to view this application.", 'application.forbidden'),
    );

    const message = await screen.findByText("You don't have permission to view this application.");
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review Application');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("shows the portal's reason, or 'Error fetching application', and Retry loads it again", async () => {
    let attempts = 0;
    const { calls } = showReview(() => (++attempts === 1 ? failure(500) : found()));

    expect(
      (await screen.findByText('Error fetching application')).closest('[role="alert"]'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByRole('group', { name: 'Set the status' });
    expect(calls()).toEqual([`GET ${applicationPath}`, `GET ${applicationPath}`]);
  });

  describe('a file question', () => {
    const uploaded = testFileRecord({
      _id: '00000000-0000-4000-8000-000000000f07',
      originalname: 'enrolment.pdf',
      size: 2_048,
      questionKey: '1-2',
    });
    const fileAnswer = () =>
      screen.getByText('Proof of enrolment').closest('dt')!.nextElementSibling as HTMLElement;

    afterEach(() => jest.restoreAllMocks());

    it('shows the uploaded file, its size and a Download button that saves it under its name', async () => {
      const downloadFile = jest.spyOn(api, 'downloadFile').mockResolvedValue(true);
      const { allCalls } = showReview(
        () => found(),
        application._id,
        () => ({ status: 200, body: { '1-2': uploaded } }),
      );

      const button = await screen.findByRole('button', { name: 'Download enrolment.pdf' });
      expect(allCalls()).toContain(`GET /api/files/application/${application._id}`);
      expect(fileAnswer().textContent).toContain('enrolment.pdf (2 KB)');
      await act(async () => fireEvent.click(button));

      expect(downloadFile).toHaveBeenCalledWith(
        '/api/files/00000000-0000-4000-8000-000000000f07',
        'enrolment.pdf',
      );
    });

    it('says so when the download fails, and offers to try again', async () => {
      const downloadFile = jest.spyOn(api, 'downloadFile').mockResolvedValue(false);
      showReview(
        () => found(),
        application._id,
        () => ({ status: 200, body: { '1-2': uploaded } }),
      );

      const button = await screen.findByRole('button', { name: 'Download enrolment.pdf' });
      await act(async () => fireEvent.click(button));

      expect(within(fileAnswer()).getByRole('alert').textContent).toBe(
        'Could not download enrolment.pdf. Please try again.',
      );
      await act(async () =>
        fireEvent.click(
          screen.getByRole('button', { name: 'Try again to download enrolment.pdf' }),
        ),
      );
      expect(downloadFile).toHaveBeenCalledTimes(2);
    });

    it("says 'No file uploaded' when the applicant's file did not arrive", async () => {
      showReview(() => found());

      await screen.findByText('No file uploaded');
      expect(fileAnswer().textContent).toBe('No file uploaded (the applicant chose enrolment.pdf)');
    });

    it("says 'Error fetching files' when the files cannot be loaded, keeps the answers, and retries", async () => {
      let attempts = 0;
      showReview(
        () => found(),
        application._id,
        () => (++attempts === 1 ? failure(500) : { status: 200, body: { '1-2': uploaded } }),
      );

      const message = await screen.findByText('Error fetching files');
      const alert = message.closest<HTMLElement>('[role="alert"]')!;
      expect(answersShown()).toContainEqual([
        'Your story (required)',
        'I teach songs.\nEvery Sunday.',
      ]);
      expect(fileAnswer().textContent).toBe('enrolment.pdf');

      await act(async () =>
        fireEvent.click(within(alert).getByRole('button', { name: 'Retry loading the files' })),
      );

      await screen.findByRole('button', { name: 'Download enrolment.pdf' });
      expect(screen.queryByText('Error fetching files')).toBeNull();
    });
  });

  describe('the conversation', () => {
    it('asks for more information with a message and the questions picked, and shows it in the history', async () => {
      const asked: Application = {
        ...application,
        status: 'needsMoreInfo',
        openRequest: {
          message: 'Your signed letter, please.',
          questionKeys: ['1-2'],
          at: '2026-09-17T15:00:00.000Z',
        },
        statusHistory: [
          ...application.statusHistory,
          testStatusEntry({
            status: 'needsMoreInfo',
            kind: 'moreInfoRequested',
            byName: 'Sam Staff',
            at: '2026-09-17T15:00:00.000Z',
            message: 'Your signed letter, please.',
            questionKeys: ['1-2'],
          }),
        ],
      };
      const { calls, fetch } = showReview((method) => (method === 'POST' ? found(asked) : found()));
      const ask = await screen.findByRole('button', { name: 'Request More Info' });
      fireEvent.click(ask);

      const form = within(
        screen.getByRole('dialog', { name: 'Ask the applicant for more information' }),
      );
      const message = form.getByLabelText('What should the applicant send?');
      expect(document.activeElement).toBe(message);
      await act(async () => {
        fireEvent.click(form.getByRole('button', { name: 'Send request' }));
      });
      expect(form.getByText('Please write what the applicant should send.')).toBeTruthy();
      expect(calls()).toEqual([`GET ${applicationPath}`]);

      fireEvent.change(message, { target: { value: 'Your signed letter, please.' } });
      fireEvent.click(form.getByLabelText('Teaching: Proof of enrolment (file)'));
      fireEvent.change(form.getByLabelText('Internal note (optional)'), {
        target: { value: 'The first letter had no signature.' },
      });
      await act(async () => {
        fireEvent.click(form.getByRole('button', { name: 'Send request' }));
      });

      expect(calls()).toEqual([
        `GET ${applicationPath}`,
        `POST ${applicationPath}/more-info-request`,
      ]);
      const [, request] = fetch.mock.calls.filter(([url]) =>
        String(url).includes('/api/grant-applications'),
      );
      expect(sentBody(request)).toEqual({
        message: 'Your signed letter, please.',
        questionKeys: ['1-2'],
        internalNote: 'The first letter had no signature.',
      });
      expect(successMessage()).toContain('Application status updated to Requires More Information');
      expect(
        screen.queryByRole('dialog', { name: 'Ask the applicant for more information' }),
      ).toBeNull();
      const history = within(screen.getByRole('region', { name: 'Status history' }));
      expect(history.getByText('asked for more information')).toBeTruthy();
      expect(history.getByText('Your signed letter, please.')).toBeTruthy();
      expect(history.getByText('Proof of enrolment')).toBeTruthy();
    });

    it('cancels a request without sending anything, focus back on Request More Info', async () => {
      const { calls } = showReview(() => found());
      const ask = await screen.findByRole('button', { name: 'Request More Info' });
      ask.focus();
      fireEvent.click(ask);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(document.activeElement).toBe(ask);
      expect(calls()).toEqual([`GET ${applicationPath}`]);
    });

    it('cancels a decision without sending anything, focus back on its button', async () => {
      const { calls } = showReview(() => found());
      const reject = await screen.findByRole('button', { name: 'Reject' });
      reject.focus();
      fireEvent.click(reject);
      const dialog = within(
        screen.getByRole('dialog', { name: 'Mark this application Not Awarded?' }),
      );
      expect(document.activeElement).toBe(dialog.getByLabelText('Message to the applicant'));
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(reject);
      expect(calls()).toEqual([`GET ${applicationPath}`]);
    });

    it('says Not Awarded only with a message to the applicant, and keeps an internal note for reviewers', async () => {
      const refused: Application = {
        ...application,
        status: 'rejected',
        statusHistory: [
          ...application.statusHistory,
          testStatusEntry({
            status: 'rejected',
            kind: 'statusChanged',
            byName: 'Sam Staff',
            at: '2026-09-17T15:00:00.000Z',
            message: 'The fund is spent for this year.',
            internalNote: 'Budget line 4 is exhausted.',
          }),
        ],
      };
      const { calls, fetch } = showReview((method) =>
        method === 'PUT' ? found(refused) : found(),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
      const dialog = within(
        screen.getByRole('dialog', { name: 'Mark this application Not Awarded?' }),
      );
      expect(
        screen
          .getByRole('dialog', { name: 'Mark this application Not Awarded?' })
          .querySelector('.dialog-message')?.textContent,
      ).toBe(
        'Ann Lee is told by email that application EDU-2026-000123 is Not Awarded, with your message.',
      );
      await act(async () => {
        fireEvent.click(dialog.getByRole('button', { name: 'Not Awarded' }));
      });
      expect(
        dialog.getByText('Please write a message to the applicant: it goes with this decision.'),
      ).toBeTruthy();
      expect(calls()).toEqual([`GET ${applicationPath}`]);

      fireEvent.change(dialog.getByLabelText('Message to the applicant'), {
        target: { value: 'The fund is spent for this year.' },
      });
      fireEvent.change(dialog.getByLabelText('Internal note (optional)'), {
        target: { value: 'Budget line 4 is exhausted.' },
      });
      await act(async () => {
        fireEvent.click(dialog.getByRole('button', { name: 'Not Awarded' }));
      });

      const statusCall = fetch.mock.calls.find(([, init]) => init.method === 'PUT');
      expect(sentBody(statusCall)).toEqual({
        status: 'rejected',
        message: 'The fund is spent for this year.',
        internalNote: 'Budget line 4 is exhausted.',
      });
      expect(successMessage()).toContain('Application status updated to Not Awarded');
      const history = within(screen.getByRole('region', { name: 'Status history' }));
      expect(history.getByText('The fund is spent for this year.')).toBeTruthy();
      const notes = within(screen.getByRole('region', { name: 'Internal notes' }));
      expect(
        notes.getByText('noted, with the decision Not Awarded', { exact: false }),
      ).toBeTruthy();
      expect(notes.getByText('Budget line 4 is exhausted.')).toBeTruthy();
    });

    it('shows no internal notes section when there is none', async () => {
      showReview(() => found());
      await screen.findByRole('group', { name: 'Set the status' });
      expect(screen.queryByRole('region', { name: 'Internal notes' })).toBeNull();
    });

    it('says an application is withdrawn, with no status buttons, and shows the reason', async () => {
      const withdrawn: Application = {
        ...application,
        status: 'withdrawn',
        statusChangedAt: '2026-09-18T15:00:00.000Z',
        statusHistory: [
          ...application.statusHistory,
          testStatusEntry({
            status: 'withdrawn',
            kind: 'withdrawn',
            byName: 'Ann Lee',
            at: '2026-09-18T15:00:00.000Z',
            message: 'I got another bursary.',
          }),
        ],
      };
      showReview(() => found(withdrawn));
      await screen.findByText(
        'Withdrawn by the applicant on 2026-09-18, 11:00 a.m.: it can no longer be reviewed or changed.',
      );
      expect(screen.queryByRole('group', { name: 'Set the status' })).toBeNull();
      const history = within(screen.getByRole('region', { name: 'Status history' }));
      expect(history.getByText('withdrew the application')).toBeTruthy();
      expect(history.getByText('I got another bursary.')).toBeTruthy();
    });
  });
});
