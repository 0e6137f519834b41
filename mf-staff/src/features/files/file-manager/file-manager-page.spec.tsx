import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CleanupResult, FileRecord } from '@portal/contract/files';
import { SessionStoreProvider, signIn, signOut } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter, useLocation } from '@portal/web-kit/router';
import { testFile } from '../../../test/file-factory.js';
import FileManagerPage from './file-manager-page.js';

const transcript = testFile({
  originalname: 'transcript.pdf',
  size: 1_572_864,
  user: { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.ca' },
  applicationName: 'Bursary 2026',
  applicantName: 'Ann Lee',
  createdAt: '2026-09-15T16:00:00.000Z',
});
const letter = testFile({
  originalname: 'letter.docx',
  size: 512,
  user: { firstName: null, lastName: null, email: null },
  applicationName: 'Trades Award',
  applicantName: null,
  createdAt: '2026-09-10T13:05:00.000Z',
});
/** A file whose application was deleted: in both lists. */
const oldScan = testFile({
  originalname: 'scan.png',
  size: 2_048,
  user: { firstName: 'Bob', lastName: 'Cree', email: 'bob@example.ca' },
  applicationName: 'Bursary 2025',
  applicantName: 'Bob Cree',
  createdAt: '2025-03-01T17:30:00.000Z',
});

const allPath = '/api/files/admin/all';
const orphanedPath = '/api/files/admin/orphaned';
const cleanupPath = '/api/files/admin/cleanup';

type Route = (method: string, url: string) => FakeAnswer | 'never';

function WhereWeAre() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function showPage(route: Route, path = '/file-manager') {
  const fetch = fakeFetch((url, init) => route(init.method ?? 'GET', url));
  render(
    <SessionStoreProvider store={signedInTestSession(testReviewer)}>
      <MemoryRouter initialEntries={[path]}>
        <FileManagerPage />
        <WhereWeAre />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

/** Answers the two lists with `all` and `orphaned`; anything else is `other`'s to answer. */
function lists(all: FileRecord[], orphaned: FileRecord[], other: Route = () => 'never'): Route {
  return (method, url) => {
    if (method === 'GET' && url === allPath) return listOf(...all);
    if (method === 'GET' && url === orphanedPath) return listOf(...orphaned);
    return other(method, url);
  };
}

const listOf = (...files: FileRecord[]): FakeAnswer => ({ status: 200, body: files });
const failure = (status: number, message?: string): FakeAnswer => ({
  status,
  body: message ? { statusCode: status, message, error: 'Error' } : undefined,
});
const calls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const tabNames = () => screen.getAllByRole('tab').map((element) => element.textContent);
const panel = () => screen.getByRole('tabpanel');
/** The rows of the table in the tab shown, cell by cell (the actions left out). */
const rows = () =>
  within(within(panel()).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).slice(0, 7),
    );
const answer = (name: 'Delete' | 'Clean Up' | 'Cancel') =>
  act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
  });
const alertWith = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]');

describe('/file-manager', () => {
  afterEach(() => {
    restoreFetch();
    jest.restoreAllMocks();
    signOut();
  });

  it('shows progress at once while the lists load', () => {
    showPage(() => 'never');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('File Manager');
    expect(screen.getByText('Loading files…').closest('[role="status"]')).toBeTruthy();
    expect(tabNames()).toEqual(['All Files', 'Orphaned Files']);
    expect(button('Clean Up Orphaned Files').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Cleanup waits until the orphaned files have been read.')).toBeTruthy();
  });

  it('loads both lists at once and shows each count on its tab', async () => {
    const fetch = showPage(lists([transcript, letter, oldScan], [oldScan]));

    expect(await screen.findByRole('tab', { name: 'All Files (3)' })).toBeTruthy();
    expect(tabNames()).toEqual(['All Files (3)', 'Orphaned Files (1)']);
    expect(calls(fetch).sort()).toEqual([`GET ${allPath}`, `GET ${orphanedPath}`]);
  });

  it('shows per file its original name, object name, size, uploader, application, applicant and date', async () => {
    showPage(lists([transcript, letter, oldScan], [oldScan]));
    await screen.findByRole('table', { name: 'All files (3)' });

    expect(rows()).toEqual([
      [
        'transcript.pdf',
        transcript.filename,
        '1.5 MB',
        'Ann Leeann.lee@example.ca',
        'Bursary 2026',
        'Ann Lee',
        '2026-09-15, 12:00 p.m.',
      ],
      // Nothing known of the uploader or the applicant: a dash, read as "Unknown".
      [
        'letter.docx',
        letter.filename,
        '512 bytes',
        '—Unknown',
        'Trades Award',
        '—Unknown',
        '2026-09-10, 9:05 a.m.',
      ],
      [
        'scan.png',
        oldScan.filename,
        '2 KB',
        'Bob Creebob@example.ca',
        'Bursary 2025Orphaned',
        'Bob Cree',
        '2025-03-01, 12:30 p.m.',
      ],
    ]);
  });

  it("links a file's application to its review page, unless the application no longer exists", async () => {
    showPage(lists([transcript, oldScan], [oldScan]));
    await screen.findByRole('table');

    expect(screen.getByRole('link', { name: 'Bursary 2026' }).getAttribute('href')).toBe(
      `/admin/applications/${transcript.applicationId}`,
    );
    expect(screen.queryByRole('link', { name: 'Bursary 2025' })).toBeNull();

    fireEvent.click(tab('Orphaned Files (1)'));
    expect(rows()).toEqual([
      [
        'scan.png',
        oldScan.filename,
        '2 KB',
        'Bob Creebob@example.ca',
        'Bursary 2025',
        'Bob Cree',
        '2025-03-01, 12:30 p.m.',
      ],
    ]);
    expect(within(panel()).queryByRole('link')).toBeNull();
  });

  it('names the file in each row button', async () => {
    showPage(lists([transcript, letter], []));
    await screen.findByRole('table');

    expect(button('Download file: transcript.pdf (Ann Lee)')).toBeTruthy();
    expect(button('Delete file: transcript.pdf (Ann Lee)')).toBeTruthy();
    expect(button('Delete file: letter.docx')).toBeTruthy();
  });

  it('is a tab list: arrow keys, Home and End move between the tabs and show their panel', async () => {
    showPage(lists([transcript, oldScan], [oldScan]));
    await screen.findByRole('table');
    const all = tab('All Files (2)');
    const orphaned = tab('Orphaned Files (1)');

    expect(screen.getByRole('tablist', { name: 'Files' })).toBeTruthy();
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(orphaned.getAttribute('aria-selected')).toBe('false');
    // Only the selected tab is in the Tab order.
    expect([all.tabIndex, orphaned.tabIndex]).toEqual([0, -1]);
    expect(panel().getAttribute('aria-labelledby')).toBe(all.id);
    expect(all.getAttribute('aria-controls')).toBe(panel().id);

    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(orphaned);
    expect(orphaned.getAttribute('aria-selected')).toBe('true');
    expect([all.tabIndex, orphaned.tabIndex]).toEqual([-1, 0]);
    expect(panel().getAttribute('aria-labelledby')).toBe(orphaned.id);
    expect(within(panel()).getByRole('table', { name: 'Orphaned files (1)' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/file-manager?tab=orphaned');

    fireEvent.keyDown(orphaned, { key: 'ArrowRight' }); // wraps round
    expect(document.activeElement).toBe(all);
    expect(within(panel()).getByRole('table', { name: 'All files (2)' })).toBeTruthy();

    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(orphaned);
    fireEvent.keyDown(orphaned, { key: 'Home' });
    expect(document.activeElement).toBe(all);
    fireEvent.keyDown(all, { key: 'End' });
    expect(document.activeElement).toBe(orphaned);
    expect(orphaned.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab the address names', async () => {
    showPage(lists([transcript, oldScan], [oldScan]), '/file-manager?tab=orphaned');

    expect(await within(panel()).findByRole('table', { name: 'Orphaned files (1)' })).toBeTruthy();
    expect(tab('Orphaned Files (1)').getAttribute('aria-selected')).toBe('true');
  });

  it('says when there are no files, and why cleanup cannot run', async () => {
    const fetch = showPage(lists([], []));

    expect(await screen.findByText('No files have been uploaded yet.')).toBeTruthy();
    expect(tabNames()).toEqual(['All Files (0)', 'Orphaned Files (0)']);
    fireEvent.click(tab('Orphaned Files (0)'));
    expect(within(panel()).getByText('No orphaned files.')).toBeTruthy();

    const cleanup = button('Clean Up Orphaned Files');
    expect(cleanup.getAttribute('aria-disabled')).toBe('true');
    expect(cleanup.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cleanup.getAttribute('aria-describedby')!)?.textContent).toBe(
      'There are no orphaned files to clean up.',
    );
    fireEvent.click(cleanup);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(fetch)).toHaveLength(2);
  });

  it("says 'Error fetching files' when all files cannot be read, and Retry reads them again", async () => {
    let attempts = 0;
    const fetch = showPage((method, url) => {
      if (url === orphanedPath) return listOf(oldScan);
      return ++attempts === 1 ? failure(500) : listOf(transcript);
    });

    expect(await alertWith('Error fetching files')).toBeTruthy();
    expect(tabNames()).toEqual(['All Files', 'Orphaned Files (1)']);
    fireEvent.click(button('Retry loading all files'));

    expect(await screen.findByRole('tab', { name: 'All Files (1)' })).toBeTruthy();
    expect(screen.queryByText('Error fetching files')).toBeNull();
    expect(calls(fetch).filter((call) => call === `GET ${allPath}`)).toHaveLength(2);
  });

  it("says 'Error fetching orphaned files' when those cannot be read; cleanup waits for them", async () => {
    let attempts = 0;
    const fetch = showPage((method, url) => {
      if (url === allPath) return listOf(transcript, oldScan);
      return ++attempts === 1 ? failure(503) : listOf(oldScan);
    });
    await screen.findByRole('tab', { name: 'All Files (2)' });

    // Seen from the All Files tab: cleanup says why it cannot run, and where to go.
    const cleanup = button('Clean Up Orphaned Files');
    expect(cleanup.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(cleanup.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Cleanup needs the list of orphaned files, which could not be read: open the Orphaned Files tab to try again.',
    );

    fireEvent.click(tab('Orphaned Files'));
    expect(await alertWith('Error fetching orphaned files')).toBeTruthy();

    fireEvent.click(button('Retry loading orphaned files'));
    expect(await within(panel()).findByRole('table', { name: 'Orphaned files (1)' })).toBeTruthy();
    expect(button('Clean Up Orphaned Files').getAttribute('aria-disabled')).toBe('false');
    expect(calls(fetch).filter((call) => call === `GET ${allPath}`)).toHaveLength(1);
  });

  it("shows the portal's reason for a failed load when it gives one", async () => {
    showPage((method, url) =>
      url === allPath ? failure(503, 'The files service is not reachable.') : listOf(),
    );

    expect(await alertWith('The files service is not reachable.')).toBeTruthy();
  });

  it("Refresh reads both lists again; when that fails it says 'Error refreshing files' and keeps the lists", async () => {
    let round = 1;
    const fetch = showPage((method, url) => {
      if (round === 2) return url === allPath ? listOf(transcript, letter) : listOf();
      if (round === 3) return failure(500);
      return url === allPath ? listOf(transcript) : listOf(oldScan);
    });
    await screen.findByRole('tab', { name: 'All Files (1)' });

    round = 2;
    fireEvent.click(button('Refresh'));
    expect(await screen.findByRole('tab', { name: 'All Files (2)' })).toBeTruthy();
    expect(tabNames()).toEqual(['All Files (2)', 'Orphaned Files (0)']);

    round = 3;
    fireEvent.click(button('Refresh'));
    expect(await alertWith('Error refreshing files')).toBeTruthy();
    expect(rows().map((row) => row[0])).toEqual(['transcript.pdf', 'letter.docx']);
    // Each press read both lists again.
    expect(calls(fetch).sort()).toEqual([
      ...Array<string>(3).fill(`GET ${allPath}`),
      ...Array<string>(3).fill(`GET ${orphanedPath}`),
    ]);
  });

  it('asks before deleting a file, naming it and saying the applicant is told, and deletes nothing on Cancel', async () => {
    const fetch = showPage(lists([transcript], []));
    await screen.findByRole('table');
    const deleteButton = button('Delete file: transcript.pdf (Ann Lee)');

    fireEvent.click(deleteButton);
    const question = screen.getByRole('alertdialog', {
      name: 'Delete file: transcript.pdf (Ann Lee)',
    });
    expect(
      within(question).getByText(
        'Are you sure you want to delete the file transcript.pdf? This action cannot be undone. The applicant will be told that the education office removed it.',
      ),
    ).toBeTruthy();
    await answer('Cancel');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls(fetch)).toHaveLength(2);
  });

  it.each([
    [
      'the file is an orphan (its application is gone)',
      lists([transcript], [transcript]),
      () => screen.findByRole('tab', { name: 'Orphaned Files (1)' }),
    ],
    [
      // Whether the file still has an application is not known yet.
      'the orphaned files are still being read',
      (method, url) => (method === 'GET' && url === allPath ? listOf(transcript) : 'never'),
      () => screen.findByRole('table'),
    ],
  ])('promises nothing of the applicant when %s', async (_case, route, ready) => {
    showPage(route);
    await screen.findByRole('table');
    await ready();
    fireEvent.click(button('Delete file: transcript.pdf (Ann Lee)'));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete file: transcript.pdf (Ann Lee)',
    });
    await within(question).findByText(
      'Are you sure you want to delete the file transcript.pdf? This action cannot be undone.',
    );
    await answer('Cancel');
  });

  it("deletes after Delete, says 'File {name} deleted successfully' and reloads both lists", async () => {
    let deleted = false;
    const fetch = showPage((method, url) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      if (url === orphanedPath) return listOf();
      return deleted ? listOf(letter) : listOf(transcript, letter);
    });
    await screen.findByRole('table');

    fireEvent.click(button('Delete file: transcript.pdf (Ann Lee)'));
    await answer('Delete');

    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['letter.docx']));
    const message = screen.getByText('File transcript.pdf deleted successfully');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(message.parentElement);
    expect(tab('All Files (1)')).toBeTruthy();
    expect(calls(fetch).slice(2).sort()).toEqual([
      `DELETE /api/files/${transcript._id}`,
      `GET ${allPath}`,
      `GET ${orphanedPath}`,
    ]);
  });

  it("shows the portal's reason, or 'Error deleting file', when deleting fails", async () => {
    let reason: string | undefined = 'File not found';
    showPage(lists([transcript], [], () => failure(404, reason)));
    await screen.findByRole('table');
    const deleteOnce = async () => {
      fireEvent.click(button('Delete file: transcript.pdf (Ann Lee)'));
      await answer('Delete');
    };

    await deleteOnce();
    expect(await alertWith('File not found')).toBeTruthy();

    reason = undefined;
    await deleteOnce();
    expect(await alertWith('Error deleting file')).toBeTruthy();
    expect(screen.queryByText('File not found')).toBeNull();
    expect(rows().map((row) => row[0])).toEqual(['transcript.pdf']);
  });

  it('asks how many files cleanup will delete, then reports what it did with the error count and the errors', async () => {
    let cleaned = false;
    const result: CleanupResult = {
      deletedCount: 1,
      totalOrphaned: 2,
      errors: ['file 42: the store did not answer'],
    };
    const fetch = showPage((method, url) => {
      if (method === 'POST' && url === cleanupPath) {
        cleaned = true;
        return { status: 200, body: result };
      }
      if (url === orphanedPath) return cleaned ? listOf(letter) : listOf(letter, oldScan);
      return cleaned ? listOf(transcript, letter) : listOf(transcript, letter, oldScan);
    });
    await screen.findByRole('tab', { name: 'Orphaned Files (2)' });

    fireEvent.click(button('Clean Up Orphaned Files'));
    const question = screen.getByRole('alertdialog', { name: 'Clean up orphaned files' });
    expect(question.textContent).toContain(
      'This will permanently delete 2 orphaned files. This action cannot be undone.',
    );
    await answer('Clean Up');

    const report = await screen.findByText('Cleaned up 1 of 2 orphaned files, 1 error');
    const region = report.closest('[role="alert"]') as HTMLElement;
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['file 42: the store did not answer']);
    await screen.findByRole('tab', { name: 'Orphaned Files (1)' });
    expect(tab('All Files (2)')).toBeTruthy();
    expect(calls(fetch).slice(2).sort()).toEqual([
      `GET ${allPath}`,
      `GET ${orphanedPath}`,
      `POST ${cleanupPath}`,
    ]);
  });

  it('counts the errors of a cleanup in words: none, one, several', async () => {
    let result: CleanupResult = { deletedCount: 1, totalOrphaned: 1, errors: [] };
    showPage(lists([oldScan], [oldScan], () => ({ status: 200, body: result })));
    await screen.findByRole('tab', { name: 'Orphaned Files (1)' });
    const cleanUpOnce = async () => {
      fireEvent.click(button('Clean Up Orphaned Files'));
      expect(screen.getByRole('alertdialog').textContent).toContain(
        'This will permanently delete 1 orphaned file. This action cannot be undone.',
      );
      await answer('Clean Up');
    };

    await cleanUpOnce();
    const done = await screen.findByText('Cleaned up 1 of 1 orphaned files');
    expect(done.closest('[role="status"]')).toBeTruthy();

    result = { deletedCount: 0, totalOrphaned: 3, errors: ['a', 'b', 'c'] };
    await waitFor(() =>
      expect(button('Clean Up Orphaned Files').getAttribute('aria-busy')).toBe('false'),
    );
    await cleanUpOnce();
    expect(await screen.findByText('Cleaned up 0 of 3 orphaned files, 3 errors')).toBeTruthy();
  });

  it("shows the portal's reason, or 'Error running cleanup', when cleanup fails", async () => {
    let reason: string | undefined = 'The object store is not reachable.';
    showPage(lists([oldScan], [oldScan], () => failure(503, reason)));
    await screen.findByRole('tab', { name: 'Orphaned Files (1)' });
    const cleanUpOnce = async () => {
      fireEvent.click(button('Clean Up Orphaned Files'));
      await answer('Clean Up');
    };

    await cleanUpOnce();
    expect(await alertWith('The object store is not reachable.')).toBeTruthy();

    reason = undefined;
    await cleanUpOnce();
    expect(await alertWith('Error running cleanup')).toBeTruthy();
  });

  it('downloads a file with the session token and saves it under its original name', async () => {
    // Calls carry the token of the portal's one session (the page's API client), not the test's.
    signIn({ token: 'the-token', encryptionKey: 'key', user: testReviewer });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let fileAnswer: FakeAnswer = { status: 200, body: 'the bytes' };
    const fetch = showPage(lists([transcript], [], () => fileAnswer));
    await screen.findByRole('table');

    await act(async () => {
      fireEvent.click(button('Download file: transcript.pdf (Ann Lee)'));
    });
    expect(saved).toEqual(['transcript.pdf']);
    const [url, init] = fetch.mock.calls[2];
    expect(`${init.method} ${url}`).toBe(`GET /api/files/${transcript._id}`);
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer the-token',
      'X-Auth-Token': 'the-token',
    });
    expect(url).not.toContain('token');

    fileAnswer = failure(404, 'File not found');
    await act(async () => {
      fireEvent.click(button('Download file: transcript.pdf (Ann Lee)'));
    });
    expect(await alertWith('Error downloading file')).toBeTruthy();
    expect(saved).toEqual(['transcript.pdf']);
  });
});
