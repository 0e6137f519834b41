import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationSummary } from '@portal/contract/applications';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter, useLocation } from '@portal/web-kit/router';
import { testApplicationSummary } from '../../../test/application-factory.js';
import ApplicationListPage from './application-list-page.js';

const reviewer = testReviewer;

const annLee = testApplicationSummary({
  applicantName: 'Ann Lee',
  applicantEmail: 'ann.lee@example.ca',
  grantTitle: 'Bursary 2026',
  dateSubmitted: '2026-09-15T16:00:00.000Z',
  status: 'submitted',
});
const bobCree = testApplicationSummary({
  applicantName: 'Bob Cree',
  grantTitle: 'Trades Award',
  dateSubmitted: '2026-09-10T16:00:00.000Z',
  status: 'approved',
});
const cyWolf = testApplicationSummary({
  applicantName: 'Cy Wolf',
  grantTitle: 'Bursary 2026',
  status: 'needsMoreInfo',
});

type Route = (method: string, url: string) => FakeAnswer | 'never';

function WhereWeAre() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function showPage(route: Route, path = '/applications') {
  const fetch = fakeFetch((url, init) => route(init.method ?? 'GET', url));
  render(
    <SessionStoreProvider store={signedInTestSession(reviewer)}>
      <MemoryRouter initialEntries={[path]}>
        <ApplicationListPage />
        <WhereWeAre />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

const listOf = (...applications: ApplicationSummary[]): FakeAnswer => ({
  status: 200,
  body: applications,
});
const failure = (status: number, message?: string): FakeAnswer => ({
  status,
  body: message ? { statusCode: status, message, error: 'Error' } : undefined,
});
const calls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const button = (name: string) => screen.getByRole('button', { name });
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).slice(0, 4),
    );
const filter = () => screen.getByRole('combobox', { name: 'Filter by status' });
const answer = (name: 'Delete' | 'Cancel') =>
  act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
  });

describe('/applications', () => {
  afterEach(() => {
    restoreFetch();
    jest.useRealTimers();
  });

  it('shows progress while the list loads', () => {
    showPage(() => 'never');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Applications');
    expect(screen.getByText('Loading applications…').closest('[role="status"]')).toBeTruthy();
  });

  it('lists every application with applicant, grant, submitted date and status badge', async () => {
    const fetch = showPage(() => listOf(annLee, bobCree));

    await screen.findByRole('table', { name: 'Applications (2)' });
    expect(calls(fetch)).toEqual(['GET /api/grant-applications']);
    expect(rows()).toEqual([
      ['Ann Leeann.lee@example.ca', 'Bursary 2026', '2026-09-15', 'Submitted'],
      [`Bob Cree${bobCree.applicantEmail}`, 'Trades Award', '2026-09-10', 'Awarded'],
    ]);
    expect(screen.getByText('Awarded').className).toContain('badge-application-approved');
  });

  it('names Review and Delete after the applicant and the grant; Review opens the review page', async () => {
    showPage(() => listOf(annLee));
    await screen.findByRole('table');

    expect(
      screen
        .getByRole('link', { name: 'Review application: Ann Lee, Bursary 2026' })
        .getAttribute('href'),
    ).toBe(`/admin/applications/${annLee._id}`);
    expect(button('Delete application: Ann Lee, Bursary 2026')).toBeTruthy();
  });

  it("says 'No applications submitted yet.' when there are none", async () => {
    showPage(() => listOf());

    expect(await screen.findByText('No applications submitted yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("shows the portal's reason when the list cannot be read, and Retry loads it again", async () => {
    let attempts = 0;
    const fetch = showPage(() =>
      ++attempts === 1
        ? failure(503, 'The applications service is not reachable.')
        : listOf(annLee),
    );

    const reason = await screen.findByText('The applications service is not reachable.');
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(button('Retry'));

    await screen.findByRole('table');
    expect(screen.queryByText('The applications service is not reachable.')).toBeNull();
    expect(calls(fetch)).toEqual(['GET /api/grant-applications', 'GET /api/grant-applications']);
  });

  it("says 'Error fetching applications' when the failure has no message", async () => {
    showPage(() => failure(500));

    expect(
      (await screen.findByText('Error fetching applications')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(button('Retry')).toBeTruthy();
  });

  it('filters by each of the five statuses, Withdrawn and All, with their counts, and keeps the filter in the address', async () => {
    showPage(() => listOf(annLee, bobCree, cyWolf));
    await screen.findByRole('table');

    expect(Array.from(filter().querySelectorAll('option'), (option) => option.textContent)).toEqual(
      [
        'All (3)',
        'Submitted (1)',
        'In Review (0)',
        'Awarded (1)',
        'Not Awarded (0)',
        'Requires More Information (1)',
        'Withdrawn (0)',
      ],
    );
    expect(screen.getByText('Showing all 3 applications.').getAttribute('role')).toBe('status');

    fireEvent.change(filter(), { target: { value: 'approved' } });
    expect(rows().map((row) => row[1])).toEqual(['Trades Award']);
    expect(screen.getByRole('table', { name: 'Applications: Awarded (1)' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 3 applications.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/applications?status=approved');

    fireEvent.change(filter(), { target: { value: 'rejected' } });
    expect(screen.getByText('No applications with the status Not Awarded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.change(filter(), { target: { value: 'all' } });
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('location').textContent).toBe('/applications');
  });

  it('starts with the filter the address names', async () => {
    showPage(() => listOf(annLee, bobCree, cyWolf), '/applications?status=needsMoreInfo');
    await screen.findByRole('table');
    expect((filter() as HTMLSelectElement).value).toBe('needsMoreInfo');
    expect(rows().map((row) => row[3])).toEqual(['Requires More Information']);
  });

  it('shows all for a status that does not exist in the address', async () => {
    showPage(() => listOf(annLee, bobCree), '/applications?status=archived');
    await screen.findByRole('table');
    expect((filter() as HTMLSelectElement).value).toBe('all');
    expect(rows()).toHaveLength(2);
  });

  it('asks before deleting, and deletes nothing when the answer is Cancel', async () => {
    const fetch = showPage(() => listOf(annLee));
    await screen.findByRole('table');
    const deleteButton = button('Delete application: Ann Lee, Bursary 2026');

    fireEvent.click(deleteButton);
    const question = screen.getByRole('alertdialog', {
      name: 'Delete application: Ann Lee, Bursary 2026',
    });
    expect(
      within(question).getByText('Are you sure you want to delete this application?'),
    ).toBeTruthy();
    await answer('Cancel');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls(fetch)).toEqual(['GET /api/grant-applications']);
  });

  it('deletes after Delete, says so, moves focus to the message and reloads the list', async () => {
    let deleted = false;
    const fetch = showPage((method) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return deleted ? listOf(bobCree) : listOf(annLee, bobCree);
    });
    await screen.findByRole('table');

    fireEvent.click(button('Delete application: Ann Lee, Bursary 2026'));
    await answer('Delete');

    await waitFor(() => expect(rows().map((row) => row[1])).toEqual(['Trades Award']));
    const message = screen.getByText('Deleted the application of Ann Lee to Bursary 2026.');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(message.parentElement);
    expect(calls(fetch)).toEqual([
      'GET /api/grant-applications',
      `DELETE /api/grant-applications/${annLee._id}`,
      'GET /api/grant-applications',
    ]);
  });

  it('says Deleting... on the pressed button and ignores other deletes meanwhile', async () => {
    const fetch = showPage((method) => (method === 'DELETE' ? 'never' : listOf(annLee, bobCree)));
    await screen.findByRole('table');

    fireEvent.click(button('Delete application: Ann Lee, Bursary 2026'));
    await answer('Delete');
    fireEvent.click(button(`Delete application: Bob Cree, Trades Award`));

    expect(button('Deleting... application: Ann Lee, Bursary 2026').getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(fetch)).toEqual([
      'GET /api/grant-applications',
      `DELETE /api/grant-applications/${annLee._id}`,
    ]);
  });

  it("shows the portal's reason, or 'Error deleting application', when deleting fails", async () => {
    let reason: string | undefined = 'Application not found';
    showPage((method) => (method === 'DELETE' ? failure(404, reason) : listOf(annLee)));
    await screen.findByRole('table');
    const deleteOnce = async () => {
      fireEvent.click(button('Delete application: Ann Lee, Bursary 2026'));
      await answer('Delete');
    };

    await deleteOnce();
    expect(
      (await screen.findByText('Application not found')).closest('[role="alert"]'),
    ).toBeTruthy();

    reason = undefined;
    await deleteOnce();
    expect(
      (await screen.findByText('Error deleting application')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.queryByText('Application not found')).toBeNull();
    expect(rows().map((row) => row[1])).toEqual(['Bursary 2026']);
  });

  it('clears its success message after 3 seconds', async () => {
    jest.useFakeTimers();
    let deleted = false;
    showPage((method) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return deleted ? listOf(bobCree) : listOf(annLee, bobCree);
    });
    await act(() => jest.advanceTimersByTimeAsync(0));

    fireEvent.click(button('Delete application: Ann Lee, Bursary 2026'));
    await answer('Delete');
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(screen.getByText('Deleted the application of Ann Lee to Bursary 2026.')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Deleted the application of Ann Lee to Bursary 2026.')).toBeNull();
  });
});
