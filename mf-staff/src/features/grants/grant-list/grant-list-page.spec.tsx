import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Grant } from '@portal/contract/grants';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  sentBody,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter, useLocation } from '@portal/web-kit/router';
import { testGrant } from '../../../test/grant-factory.js';
import { GrantListPage } from './grant-list-page.js';

const reviewer = testReviewer;

const bursary = testGrant({
  title: 'Bursary 2026',
  type: 'scholarship',
  status: 'published',
  openDate: '2026-09-01T04:00:00.000Z',
  closeDate: '2026-10-01T03:59:59.999Z',
  applicationCount: 4,
});
const training = testGrant({
  title: 'Teacher Training',
  type: 'professional-development',
  status: 'pendingApproval',
  applicationCount: 0,
});

type Route = (method: string, url: string) => FakeAnswer | 'never';

/** The grants table's first call: page 1 of the grants, newest first. */
const firstPage = 'GET /api/grants?page=1';

/** An array the route answers for the grants becomes the page the server would send. */
function asPage(url: string, answer: FakeAnswer | 'never'): FakeAnswer | 'never' {
  if (answer === 'never' || !Array.isArray(answer.body) || !url.startsWith('/api/grants?page='))
    return answer;
  const query = new URL(url, 'http://portal.test').searchParams;
  const page = Number(query.get('page'));
  const search = query.get('search')?.toLowerCase();
  const kept = (answer.body as Grant[]).filter(
    (grant) => !search || grant.title.toLowerCase().includes(search),
  );
  return {
    status: 200,
    body: { items: kept.slice((page - 1) * 50, page * 50), page, pageSize: 50, total: kept.length },
  };
}

function WhereWeAre() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function showPage(route: Route, path = '/grants') {
  const fetch = fakeFetch((url, init) => asPage(url, route(init.method ?? 'GET', url)));
  render(
    <SessionStoreProvider store={signedInTestSession(reviewer)}>
      <MemoryRouter initialEntries={[path]}>
        <WhereWeAre />
        <GrantListPage />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

const listOf = (...grants: Grant[]): FakeAnswer => ({ status: 200, body: grants });
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
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).slice(0, 6),
    );
/** Answers the open question; what the answer starts runs inside act. */
const answer = (name: 'Delete' | 'Cancel') =>
  act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
  });
const successMessage = () => screen.getByRole('status', { name: '' }).textContent;

describe('/grants', () => {
  afterEach(() => {
    restoreFetch();
    jest.useRealTimers();
  });

  it('shows progress while the list loads', () => {
    showPage(() => 'never');

    expect(screen.getByText('Loading grants…').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grants');
  });

  it('offers Create New Grant, Quick Add Grant and Back to Education', () => {
    showPage(() => 'never');

    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Create New Grant', '/create-grant'],
      ['Quick Add Grant', '/quick-add-grant'],
      ['Back to Education', '/education-dashboard'],
    ]);
  });

  it('lists each grant with its type, status badge, dates and applications', async () => {
    const fetch = showPage(() => listOf(bursary, training));

    await screen.findByRole('table');
    expect(calls(fetch)).toEqual([firstPage]);
    expect(rows()).toEqual([
      ['Bursary 2026', 'Scholarship', 'Published', '2026-09-01', '2026-09-30', '4'],
      [
        'Teacher Training',
        'Professional Development',
        'Pending Approval',
        '2026-09-01',
        '2026-09-30',
        '0',
      ],
    ]);
    expect(screen.getByRole('table', { name: 'Grants (2)' })).toBeTruthy();
    expect(screen.getByText('Published').className).toContain('badge-status-published');
  });

  it('names every row action after its grant, and links View and Edit to the grant', async () => {
    showPage(() => listOf(bursary));
    await screen.findByRole('table');

    expect(screen.getByRole('link', { name: 'View Bursary 2026' }).getAttribute('href')).toBe(
      `/grants/${bursary._id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit Bursary 2026' }).getAttribute('href')).toBe(
      `/grants/${bursary._id}/edit`,
    );
    expect(button('Duplicate Bursary 2026')).toBeTruthy();
    // It has applications: it is archived, not deleted.
    expect(button('Archive Bursary 2026')).toBeTruthy();
  });

  it("says 'No grants available. Create one to get started.' when there are none", async () => {
    showPage(() => listOf());

    expect(await screen.findByText('No grants available. Create one to get started.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the portal's reason when the list cannot be read, and Retry loads it again", async () => {
    let attempts = 0;
    const fetch = showPage(() =>
      ++attempts === 1
        ? failure(503, 'This part of the portal is not reachable right now.')
        : listOf(bursary),
    );

    const reason = await screen.findByText('This part of the portal is not reachable right now.');
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(button('Retry'));

    await screen.findByRole('table');
    expect(screen.queryByText('This part of the portal is not reachable right now.')).toBeNull();
    expect(calls(fetch)).toEqual([firstPage, firstPage]);
  });

  it("says 'Error fetching grants' when the failure has no message", async () => {
    showPage(() => failure(500));

    expect(await screen.findByText('Error fetching grants')).toBeTruthy();
    expect(button('Retry')).toBeTruthy();
  });

  it('duplicates a grant as "(Copy)", says so for 3 seconds and reloads the list', async () => {
    jest.useFakeTimers();
    const copy = testGrant({
      ...bursary,
      _id: 'copy-1',
      title: 'Bursary 2026 (Copy)',
      status: 'draft',
    });
    let copied = false;
    const fetch = showPage((method) => {
      if (method === 'POST') {
        copied = true;
        return { status: 201, body: copy };
      }
      return copied ? listOf(copy, bursary) : listOf(bursary);
    });
    const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
    await settle();

    fireEvent.click(button('Duplicate Bursary 2026'));
    await settle();

    expect(successMessage()).toBe('Successfully duplicated "Bursary 2026"');
    expect(rows().map((row) => [row[0], row[2]])).toEqual([
      ['Bursary 2026 (Copy)', 'Draft'],
      ['Bursary 2026', 'Published'],
    ]);
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST');
    expect(post?.[0]).toBe(`/api/grants?copyOf=${bursary._id}`);
    expect(sentBody(post)).toEqual({
      title: 'Bursary 2026 (Copy)',
      type: bursary.type,
      description: bursary.description,
      openDate: bursary.openDate,
      closeDate: bursary.closeDate,
      sections: bursary.sections,
      oneApplicationPerMember: bursary.oneApplicationPerMember,
    });
    expect(calls(fetch)).toEqual([firstPage, `POST /api/grants?copyOf=${bursary._id}`, firstPage]);

    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(successMessage()).toBe('Successfully duplicated "Bursary 2026"');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(successMessage()).toBe('');
  });

  it('says Duplicating... on the pressed button, which keeps focus, and ignores presses meanwhile', async () => {
    const fetch = showPage((method) => (method === 'POST' ? 'never' : listOf(bursary, training)));
    await screen.findByRole('table');
    const duplicateButton = button('Duplicate Bursary 2026');
    duplicateButton.focus();

    fireEvent.click(duplicateButton);
    fireEvent.click(duplicateButton);
    fireEvent.click(button('Duplicate Teacher Training'));

    expect(button('Duplicating... Bursary 2026')).toBe(duplicateButton);
    expect(duplicateButton.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(duplicateButton);
    expect(calls(fetch)).toEqual([firstPage, `POST /api/grants?copyOf=${bursary._id}`]);
  });

  it("shows the portal's reason, or 'Error duplicating grant', when duplicating fails", async () => {
    let reason: string | undefined = 'Title must be at most 200 characters';
    showPage((method) => (method === 'POST' ? failure(400, reason) : listOf(bursary)));
    await screen.findByRole('table');

    fireEvent.click(button('Duplicate Bursary 2026'));
    expect((await screen.findByText(reason)).closest('[role="alert"]')).toBeTruthy();

    reason = undefined;
    fireEvent.click(button('Duplicate Bursary 2026'));
    expect(
      (await screen.findByText('Error duplicating grant')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.queryByText('Title must be at most 200 characters')).toBeNull();
  });

  it('asks before deleting, and deletes nothing when the answer is Cancel', async () => {
    const fetch = showPage(() => listOf(training));
    await screen.findByRole('table');
    const deleteButton = button('Delete Teacher Training');

    fireEvent.click(deleteButton);
    const question = screen.getByRole('alertdialog', { name: 'Delete Teacher Training' });
    expect(within(question).getByText('Are you sure you want to delete this grant?')).toBeTruthy();
    await answer('Cancel');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls(fetch)).toEqual([firstPage]);
  });

  it('deletes after Yes, says so and reloads the list', async () => {
    let deleted = false;
    const fetch = showPage((method) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return deleted ? listOf(bursary) : listOf(bursary, training);
    });
    await screen.findByRole('table');

    fireEvent.click(button('Delete Teacher Training'));
    await answer('Delete');

    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Bursary 2026']));
    expect(successMessage()).toBe('Deleted "Teacher Training".');
    expect(document.activeElement).toBe(
      screen.getByText('Deleted "Teacher Training".').parentElement,
    );
    expect(calls(fetch)).toEqual([firstPage, `DELETE /api/grants/${training._id}`, firstPage]);
  });

  it("shows the portal's reason, or 'Error deleting grant', when deleting fails", async () => {
    let reason: string | undefined = 'You are not allowed to do this.';
    showPage((method) => (method === 'DELETE' ? failure(403, reason) : listOf(training)));
    await screen.findByRole('table');
    const deleteOnce = async () => {
      fireEvent.click(button('Delete Teacher Training'));
      await answer('Delete');
    };

    await deleteOnce();
    expect(
      (await screen.findByText('You are not allowed to do this.')).closest('[role="alert"]'),
    ).toBeTruthy();

    reason = undefined;
    await deleteOnce();
    expect(
      (await screen.findByText('Error deleting grant')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(rows().map((row) => row[0])).toEqual(['Teacher Training']);
  });

  describe('grants with applications', () => {
    const archivedBursary = {
      ...bursary,
      status: 'closed' as const,
      archivedAt: '2026-10-02T12:00:00.000Z',
    };

    it('offers Archive in place of Delete, asks, archives and says how to find it again', async () => {
      let archived = false;
      const fetch = showPage((method, url) => {
        if (method === 'POST' && url === `/api/grants/${bursary._id}/archive`) {
          archived = true;
          return { status: 200, body: archivedBursary };
        }
        return archived ? listOf(training) : listOf(bursary, training);
      });
      await screen.findByRole('table');
      expect(screen.queryByRole('button', { name: 'Delete Bursary 2026' })).toBeNull();
      const archive = button('Archive Bursary 2026');

      fireEvent.click(archive);
      const question = screen.getByRole('alertdialog', { name: 'Archive Bursary 2026' });
      expect(question.textContent).toContain(
        'It is kept with its applications, and you can restore it.',
      );
      await act(async () => {
        fireEvent.click(within(question).getByRole('button', { name: 'Archive' }));
      });

      await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Teacher Training']));
      expect(successMessage()).toBe(
        'Archived "Bursary 2026". It is kept with its applications: show archived grants to restore it.',
      );
      expect(calls(fetch)).toEqual([
        firstPage,
        `POST /api/grants/${bursary._id}/archive`,
        firstPage,
      ]);
    });

    it('shows the archived grants on request, marked, with Restore', async () => {
      let restored = false;
      const fetch = showPage((method, url) => {
        if (method === 'POST' && url === `/api/grants/${bursary._id}/restore`) {
          restored = true;
          return { status: 200, body: { ...archivedBursary, archivedAt: null } };
        }
        if (url === '/api/grants?page=1&archived=include')
          return restored
            ? listOf({ ...archivedBursary, archivedAt: null }, training)
            : listOf(archivedBursary, training);
        return listOf(training);
      });
      await screen.findByRole('table');

      await act(async () => {
        fireEvent.click(screen.getByRole('checkbox', { name: 'Show archived grants' }));
      });
      await waitFor(() =>
        expect(rows().map((row) => row[0])).toEqual(['Bursary 2026', 'Teacher Training']),
      );
      expect(rows()[0]?.[2]).toBe('Closed Archived');
      // Kept as it is until restored.
      expect(screen.queryByRole('link', { name: 'Edit Bursary 2026' })).toBeNull();

      fireEvent.click(button('Restore Bursary 2026'));
      await waitFor(() => expect(successMessage()).toBe('Restored "Bursary 2026".'));
      await waitFor(() => expect(rows()[0]?.[2]).toBe('Closed'));
      expect(button('Archive Bursary 2026')).toBeTruthy();
      expect(calls(fetch)).toEqual([
        firstPage,
        'GET /api/grants?page=1&archived=include',
        `POST /api/grants/${bursary._id}/restore`,
        'GET /api/grants?page=1&archived=include',
      ]);
    });

    it("shows the portal's sentence when a deletion is refused for applications it did not know of", async () => {
      showPage((method) =>
        method === 'DELETE'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'grant.has_applications',
                message:
                  'This grant has applications, so it cannot be deleted. Close it or archive it instead: it is kept with its applications.',
                error: 'Conflict',
              },
            }
          : listOf(training),
      );
      await screen.findByRole('table');
      fireEvent.click(button('Delete Teacher Training'));
      await answer('Delete');

      expect(
        (await screen.findByText(/so it cannot be deleted/)).closest('[role="alert"]'),
      ).toBeTruthy();
    });
  });

  it('searches by title on the server, keeps the search in the address, and says when none match', async () => {
    const fetch = showPage(() => listOf(bursary, training));
    await screen.findByRole('table');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search grants by title' }), {
      target: { value: ' teacher ' },
    });
    fireEvent.click(button('Search'));

    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Teacher Training']));
    expect(screen.getByTestId('location').textContent).toBe('/grants?q=teacher');
    expect(calls(fetch).at(-1)).toBe('GET /api/grants?page=1&search=teacher');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search grants by title' }), {
      target: { value: 'harvest' },
    });
    fireEvent.click(button('Search'));
    expect(await screen.findByText('No grants match “harvest”.')).toBeTruthy();

    fireEvent.click(button('Clear search'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).toBe('/grants');
  });

  it('pages 50 grants at a time, with the page in the address', async () => {
    const many = Array.from({ length: 60 }, (_unused, index) =>
      testGrant({ title: `Grant ${index + 1}` }),
    );
    const fetch = showPage(() => listOf(...many));
    await screen.findByRole('table');
    expect(rows()).toHaveLength(50);

    const pager = screen.getByRole('navigation', { name: 'Pages of grants' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));

    await screen.findByText('Page 2 of 2');
    await waitFor(() => expect(rows().map((row) => row[0])).toContain('Grant 60'));
    expect(rows()).toHaveLength(10);
    expect(screen.getByTestId('location').textContent).toBe('/grants?page=2');
    expect(calls(fetch).at(-1)).toBe('GET /api/grants?page=2');
  });
});
