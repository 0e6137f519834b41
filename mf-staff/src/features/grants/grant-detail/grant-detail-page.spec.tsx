import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter, Route, Routes } from '@portal/web-kit/router';
import {
  testGrant,
  testHistoryEntry,
  testQuestion,
  testSection,
} from '../../../test/grant-factory.js';
import { GrantDetailPage } from './grant-detail-page.js';
import { savedNotice } from './saved-notice.js';

const reviewer = testReviewer;

const grant = testGrant({
  title: 'Language Keepers Award',
  type: 'award',
  status: 'pendingApproval',
  description: 'For members who teach the language.\nUp to $1,000 CAD.',
  applicationCount: 3,
  lockedAt: '2026-09-02T15:30:00.000Z',
  sections: [
    testSection({
      label: 'About You',
      description: 'Who you are',
      weight: 40,
      questions: [
        testQuestion({ label: 'Your story', type: 'textarea', weight: 60 }),
        testQuestion({
          label: 'Your community',
          type: 'dropdown',
          required: false,
          weight: 40,
          options: ['North', 'South'],
          defaultSelected: ['North'],
        }),
      ],
    }),
    testSection({
      label: 'Teaching',
      description: '',
      weight: 60,
      questions: [
        testQuestion({
          label: 'Rank what you teach',
          type: 'priority',
          weight: 100,
          options: ['Songs', 'Stories', 'Grammar'],
        }),
      ],
    }),
    testSection({ label: 'Extra', description: '', weight: 0, questions: [] }),
  ],
});
const grantPath = `/api/grants/${grant._id}`;

const history = [
  testHistoryEntry({ action: 'created', actorName: 'Sam Staff', at: '2026-05-01T14:30:00.000Z' }),
  testHistoryEntry({ action: 'edited', actorName: 'Ada Admin', at: '2026-05-02T14:30:00.000Z' }),
  testHistoryEntry({
    action: 'submitted',
    actorName: 'Sam Staff',
    fromStatus: 'draft',
    toStatus: 'pendingApproval',
  }),
  testHistoryEntry({
    action: 'status-changed',
    actorName: 'Ada Admin',
    fromStatus: 'pendingApproval',
    toStatus: 'published',
  }),
  testHistoryEntry({ action: 'duplicated', actorName: '', copiedFrom: 'original-id' }),
];

function showPage(
  route: (url: string) => FakeAnswer | 'never',
  entry: { pathname: string; state?: unknown } = { pathname: `/grants/${grant._id}` },
) {
  const fetch = fakeFetch((url) => route(url));
  render(
    <SessionStoreProvider store={signedInTestSession(reviewer)}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/grants/:id" element={<GrantDetailPage />} />
        </Routes>
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

const answers =
  (grantAnswer: FakeAnswer, historyAnswer: FakeAnswer = { status: 200, body: history }) =>
  (url: string) =>
    url.endsWith('/history') ? historyAnswer : grantAnswer;
const found: FakeAnswer = { status: 200, body: grant };
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const fact = (term: string) =>
  screen.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('/grants/{id}', () => {
  afterEach(() => {
    restoreFetch();
    jest.useRealTimers();
  });

  it('shows progress while the grant loads', () => {
    showPage(() => 'never');

    expect(heading()).toBe('Grant Details');
    expect(screen.getByText('Loading the grant…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Grants' }).getAttribute('href')).toBe(
      '/grants',
    );
  });

  it('shows the grant read-only: title, badges, description, dates, applications and lock', async () => {
    const fetch = showPage(answers(found));

    await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      grantPath,
      `${grantPath}/history`,
    ]);
    expect(screen.getByText(/For members who teach the language\./).textContent).toBe(
      'For members who teach the language.\nUp to $1,000 CAD.',
    );
    expect(fact('Type')).toBe('Award');
    expect(fact('Status')).toBe('Pending Approval');
    expect(fact('Opens')).toMatch(/^2026-09-01, 12:00\sa\.m\.$/);
    expect(fact('Closes')).toMatch(/^2026-09-30, 11:59\sp\.m\.$/);
    expect(fact('Applications')).toBe('3');
    expect(fact('Locked')).toMatch(/^Yes, since 2026-09-02, 11:30\sa\.m\.$/);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/grants/${grant._id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Back to Grants' }).getAttribute('href')).toBe(
      '/grants',
    );
  });

  it('says a grant without applications is not locked', async () => {
    showPage(answers({ status: 200, body: { ...grant, applicationCount: 0, lockedAt: null } }));

    await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });
    expect(fact('Locked')).toBe('No (no applications yet)');
  });

  it('shows each section with its weight and each question with type, required, weight, options and defaults', async () => {
    showPage(answers(found));
    await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });

    expect(screen.getByRole('heading', { level: 2, name: 'Sections (3)' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Section 1: About YouWeight 40%',
      'Section 2: TeachingWeight 60%',
      'Section 3: ExtraWeight 0%',
    ]);
    const aboutYou = within(screen.getByRole('list', { name: 'Questions of About You' }));
    const [story, community] = aboutYou
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.classList.contains('question-item'));
    expect(story?.textContent).toBe('Your storyTypeText answerRequiredYesWeight60%');
    expect(community?.textContent).toBe(
      'Your communityTypeDropdown (one choice)RequiredNoWeight40%OptionsNorthSouthDefaultNorth',
    );
    const teaching = within(screen.getByRole('list', { name: 'Questions of Teaching' }));
    expect(teaching.getByText('Options, in their starting order')).toBeTruthy();
    expect(
      teaching
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['Songs', 'Stories', 'Grammar']);
    expect(screen.getByText('No questions in this section.')).toBeTruthy();
  });

  it('shows the history: who did what, and when', async () => {
    showPage(answers(found));

    const historySection = within(await screen.findByRole('region', { name: 'History' }));
    const entries = (await historySection.findAllByRole('listitem')).map(
      (item) => item.querySelector('p')?.textContent,
    );
    expect(entries).toEqual([
      'Sam Staff created the grant',
      'Ada Admin updated the grant',
      'Sam Staff submitted it for approval (status from Draft to Pending Approval)',
      'Ada Admin changed the status from Pending Approval to Published',
      'Someone created it as a copy of another grant (the original)',
    ]);
    expect(historySection.getByRole('link', { name: 'the original' }).getAttribute('href')).toBe(
      '/grants/original-id',
    );
    expect(historySection.getAllByRole('listitem')[0]?.querySelector('time')?.textContent).toMatch(
      /^2026-05-01, 10:30\sa\.m\.$/,
    );
  });

  it('says so when the history cannot be read, without hiding the grant, and Retry asks again', async () => {
    let historyAttempts = 0;
    showPage((url) =>
      url.endsWith('/history')
        ? ++historyAttempts === 1
          ? { status: 500 }
          : { status: 200, body: [] }
        : found,
    );

    const historySection = within(await screen.findByRole('region', { name: 'History' }));
    expect((await historySection.findByRole('alert')).textContent).toContain(
      'Error fetching grant history',
    );
    expect(heading()).toBe('Language Keepers Award');
    fireEvent.click(historySection.getByRole('button', { name: 'Retry' }));
    expect(await historySection.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('says the grant was not found (404 grant.not_found) and leads back to the list', async () => {
    showPage(() => ({
      status: 404,
      body: {
        statusCode: 404,
        message: 'Grant not found',
        error: 'Not Found',
        code: 'grant.not_found',
      },
    }));

    await screen.findByRole('heading', { level: 1, name: 'Grant not found' });
    expect(
      screen.getByText('There is no grant at this address. It may have been deleted.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Grants' }).getAttribute('href')).toBe(
      '/grants',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it("shows the portal's reason when the grant cannot be read, and Retry loads it", async () => {
    let attempts = 0;
    showPage((url) =>
      url.endsWith('/history')
        ? { status: 200, body: [] }
        : ++attempts === 1
          ? {
              status: 503,
              body: {
                statusCode: 503,
                message: 'Try again in a moment.',
                error: 'Service Unavailable',
              },
            }
          : found,
    );

    expect((await screen.findByRole('alert')).textContent).toContain('Try again in a moment.');
    expect(heading()).toBe('Grant Details');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });
  });

  it("says 'Error fetching grant details' when the failure has no message", async () => {
    showPage(() => ({ status: 500 }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error fetching grant details',
    );
  });

  it('shows the message a screen passed on its way here, for 3 seconds', async () => {
    jest.useFakeTimers();
    showPage(answers(found), {
      pathname: `/grants/${grant._id}`,
      state: savedNotice('Saved "Language Keepers Award" as a draft.'),
    });
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Saved "Language Keepers Award" as a draft.')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Saved "Language Keepers Award" as a draft.')).toBeNull();
  });

  describe('publishing, archiving and restoring', () => {
    /** The portal holding `current`, changed by the calls `change` answers. */
    function showWith(current: typeof grant, change: (url: string) => FakeAnswer) {
      let stored = current;
      const fetch = fakeFetch((url, init) => {
        if (url.endsWith('/history')) return { status: 200, body: history };
        if (init.method === 'POST') {
          const answered = change(url);
          if (answered.status === 200) stored = answered.body as typeof grant;
          return answered;
        }
        return { status: 200, body: stored };
      });
      render(
        <SessionStoreProvider store={signedInTestSession(reviewer)}>
          <MemoryRouter initialEntries={[`/grants/${grant._id}`]}>
            <Routes>
              <Route path="/grants/:id" element={<GrantDetailPage />} />
            </Routes>
          </MemoryRouter>
        </SessionStoreProvider>,
      );
      return fetch;
    }
    const postsOf = (fetch: ReturnType<typeof fakeFetch>) =>
      fetch.mock.calls.filter(([, init]) => init.method === 'POST').map(([url]) => url);

    it('publishes a grant waiting for approval', async () => {
      const fetch = showWith(grant, () => ({
        status: 200,
        body: { ...grant, status: 'published', updatedAt: '2026-09-03T12:00:00.000Z' },
      }));
      await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));

      expect(await screen.findByText('The grant is published: members can apply.')).toBeTruthy();
      await waitFor(() => expect(fact('Status')).toBe('Published'));
      expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
      expect(postsOf(fetch)).toEqual([`${grantPath}/publish`]);
    });

    it("says the portal's sentence when a second person must publish it", async () => {
      showWith(grant, () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'grant.second_approver_required',
          message: 'Another staff member must publish this grant: you submitted it for approval.',
          error: 'Conflict',
        },
      }));
      await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));

      expect(
        (
          await screen.findByText(
            'Another staff member must publish this grant: you submitted it for approval.',
          )
        ).closest('[role="alert"]'),
      ).toBeTruthy();
      expect(fact('Status')).toBe('Pending Approval');
    });

    it('archives after a question, then offers Restore instead of Edit', async () => {
      const archived = {
        ...grant,
        status: 'closed' as const,
        archivedAt: '2026-10-02T12:00:00.000Z',
      };
      const fetch = showWith(grant, (url) =>
        url.endsWith('/archive')
          ? { status: 200, body: archived }
          : { status: 200, body: { ...archived, archivedAt: null } },
      );
      await screen.findByRole('heading', { level: 1, name: 'Language Keepers Award' });

      fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
      const question = screen.getByRole('alertdialog', { name: 'Archive Language Keepers Award' });
      await act(async () =>
        fireEvent.click(within(question).getByRole('button', { name: 'Archive' })),
      );

      expect(await screen.findByText('The grant is archived.')).toBeTruthy();
      await screen.findByText(/This grant is archived: it is hidden from the lists/);
      expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore' })));
      expect(await screen.findByText('The grant is restored.')).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy());
      expect(postsOf(fetch)).toEqual([`${grantPath}/archive`, `${grantPath}/restore`]);
    });
  });
});
