import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { applicationStates, type ApplicationSummary } from '@portal/contract/applications';
import { testGrant } from '../../../test/grant-factory.js';
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
const bursary = testGrant({ title: 'Bursary 2026' });
const trades = testGrant({ title: 'Trades Award' });
const grants = [bursary, trades];

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

/** The applications the fake portal holds: it answers their pages as the service would. */
interface Held {
  held: ApplicationSummary[];
}
type Route = (method: string, url: string) => FakeAnswer | Held | 'never';

const firstPage = 'GET /api/grant-applications?page=1&sort=date&direction=desc';

/** A page of `held` for the table's query in `url`: filtered by status and search, 50 a page. */
function pageOf(url: string, held: ApplicationSummary[]): FakeAnswer {
  const query = new URL(url, 'http://portal.test').searchParams;
  const search = query.get('search')?.toLowerCase();
  const searched = held.filter(
    (application) =>
      !search ||
      application.reference.toLowerCase() === search ||
      application.applicantName.toLowerCase().split(' ').includes(search),
  );
  const statusCounts = Object.fromEntries(
    applicationStates.map((state) => [
      state,
      searched.filter((application) => application.status === state).length,
    ]),
  );
  const status = query.get('status');
  const kept = status ? searched.filter((application) => application.status === status) : searched;
  const page = Number(query.get('page'));
  return {
    status: 200,
    body: {
      items: kept.slice((page - 1) * 50, page * 50),
      page,
      pageSize: 50,
      total: kept.length,
      statusCounts,
    },
  };
}

function WhereWeAre() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function showPage(route: Route, path = '/applications') {
  const fetch = fakeFetch((url, init) => {
    if (url === '/api/grants') return { status: 200, body: grants };
    const answer = route(init.method ?? 'GET', url);
    return typeof answer === 'object' && 'held' in answer ? pageOf(url, answer.held) : answer;
  });
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

const listOf = (...applications: ApplicationSummary[]): Held => ({ held: applications });
const failure = (status: number, message?: string): FakeAnswer => ({
  status,
  body: message ? { statusCode: status, message, error: 'Error' } : undefined,
});
/** The calls to the applications service (the grants of the grant filter aside). */
const calls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map(([url, init]) => `${init.method} ${url}`)
    .filter((call) => call !== 'GET /api/grants');
const button = (name: string) => screen.getByRole('button', { name });
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)
        // Without the reference (column 2), which the tests of the table's columns check.
        .filter((_cell, index) => index !== 1)
        .slice(0, 4),
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
    expect(calls(fetch)).toEqual([firstPage]);
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
    expect(calls(fetch)).toEqual([firstPage, firstPage]);
  });

  it("says 'Error fetching applications' when the failure has no message", async () => {
    showPage(() => failure(500));

    expect(
      (await screen.findByText('Error fetching applications')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(button('Retry')).toBeTruthy();
  });

  it('filters by each of the five statuses, Withdrawn and All, with their counts, and keeps the filter in the address', async () => {
    const fetch = showPage(() => listOf(annLee, bobCree, cyWolf));
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
    await waitFor(() => expect(rows().map((row) => row[1])).toEqual(['Trades Award']));
    expect(screen.getByRole('table', { name: 'Applications: Awarded (1)' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 3 applications.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/applications?status=approved');

    fireEvent.change(filter(), { target: { value: 'rejected' } });
    expect(await screen.findByText('No applications with the status Not Awarded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.change(filter(), { target: { value: 'all' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('location').textContent).toBe('/applications');
    expect(calls(fetch)).toEqual([
      firstPage,
      `${firstPage}&status=approved`,
      `${firstPage}&status=rejected`,
      firstPage,
    ]);
  });

  it('keeps the page shown, named as it was, while the next one loads', async () => {
    showPage((_method, url) =>
      url.includes('status=approved') ? 'never' : listOf(annLee, bobCree),
    );
    await screen.findByRole('table', { name: 'Applications (2)' });

    fireEvent.change(filter(), { target: { value: 'approved' } });

    expect(await screen.findByText('Updating the list…')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Applications (2)' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Awarded/ })).toBeNull();
    expect((filter() as HTMLSelectElement).value).toBe('approved');
  });

  it('shows the reference of each application in its own column', async () => {
    showPage(() => listOf(annLee, bobCree));
    const table = await screen.findByRole('table');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Applicant', 'Reference', 'Grant']);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(within(firstRow).getByText(annLee.reference)).toBeTruthy();
  });

  it('asks the server for one grant, a search, a sort, and keeps them in the address', async () => {
    const fetch = showPage(() => listOf(annLee, bobCree, cyWolf));
    await screen.findByRole('table');
    const grantChoices = screen.getByRole('combobox', { name: 'Grant' });
    await waitFor(() =>
      expect(
        Array.from(grantChoices.querySelectorAll('option'), (option) => option.textContent),
      ).toEqual(['All grants', 'Bursary 2026', 'Trades Award']),
    );

    fireEvent.change(grantChoices, { target: { value: trades._id } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/applications?grant=${trades._id}`),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'applicant-asc' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by reference or applicant' }), {
      target: { value: '  Lee ' },
    });
    fireEvent.click(button('Search'));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/applications?grant=${trades._id}&q=Lee&sort=applicant`,
      ),
    );
    expect(calls(fetch).at(-1)).toBe(
      `GET /api/grant-applications?page=1&sort=applicant&direction=asc&grantId=${trades._id}&search=Lee`,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/applications?grant=${trades._id}&sort=applicant`,
      ),
    );
  });

  it('says when a search finds nothing', async () => {
    showPage(() => listOf(annLee), '/applications?q=nobody');

    expect(await screen.findByText('No applications match “nobody”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages 50 at a time: Next page and Previous page, and the page in the address', async () => {
    const many = Array.from({ length: 120 }, (_unused, index) =>
      testApplicationSummary({ applicantName: `Member ${index + 1}` }),
    );
    const fetch = showPage(() => listOf(...many));
    await screen.findByRole('table', { name: 'Applications (120)' });
    const pager = screen.getByRole('navigation', { name: 'Pages of applications' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(rows()).toHaveLength(50);

    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(rows()[0]?.[0]).toContain('Member 51');
    expect(screen.getByTestId('location').textContent).toBe('/applications?page=2');
    expect(calls(fetch).at(-1)).toBe('GET /api/grant-applications?page=2&sort=date&direction=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 3');
    expect(rows()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3');
  });

  it('opens the page, search and sort the address names', async () => {
    const fetch = showPage(
      () => listOf(annLee, bobCree),
      '/applications?q=ann&sort=reference&dir=desc&page=2',
    );
    await screen.findByText('No applications match “ann”.');

    expect(calls(fetch)).toEqual([
      'GET /api/grant-applications?page=2&sort=reference&direction=desc&search=ann',
    ]);
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by reference or applicant' })
        .value,
    ).toBe('ann');
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
    expect(calls(fetch)).toEqual([firstPage]);
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
      firstPage,
      `DELETE /api/grant-applications/${annLee._id}`,
      firstPage,
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
    expect(calls(fetch)).toEqual([firstPage, `DELETE /api/grant-applications/${annLee._id}`]);
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
