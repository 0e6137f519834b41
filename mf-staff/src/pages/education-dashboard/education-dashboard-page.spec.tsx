import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApplicationSummary } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import { testApplicationSummary } from '../../test/application-factory.js';
import { testGrant } from '../../test/grant-factory.js';
import EducationDashboardPage from './education-dashboard-page.js';

const reviewer = testReviewer;

const longDescription =
  'Tuition, books and travel for members in full-time studies at a college or university, ' +
  'renewable each year while the member stays enrolled.';
const grants = [
  testGrant({ title: 'Bursary 2026', status: 'published', description: longDescription }),
  testGrant({ title: 'Trades Award', status: 'draft', type: 'award', description: 'Tools.' }),
  testGrant({ title: 'Research Fund', status: 'published', type: 'research' }),
  testGrant({ title: 'Fourth Grant', status: 'closed' }),
  testGrant({ title: 'Fifth Grant', status: 'published' }),
  testGrant({ title: 'Sixth Grant', status: 'published' }),
];
const applications = (
  [
    'submitted',
    'approved',
    'submitted',
    'rejected',
    'approved',
    'needsMoreInfo',
    'submitted',
  ] as const
).map((status, index) =>
  testApplicationSummary({
    status,
    applicantName: `Member ${index + 1}`,
    grantTitle: 'Bursary 2026',
  }),
);

type Lists = { grants: FakeAnswer | 'never'; applications: FakeAnswer | 'never' };
const listOf = (items: readonly (Grant | ApplicationSummary)[]): FakeAnswer => ({
  status: 200,
  body: items,
});
const failure = (status: number, message?: string): FakeAnswer => ({
  status,
  body: message ? { statusCode: status, message, error: 'Error' } : undefined,
});

async function showDashboard(lists: () => Lists) {
  const fetch = fakeFetch((url) =>
    url.startsWith('/api/grants') ? lists().grants : lists().applications,
  );
  await act(async () => {
    render(
      <SessionStoreProvider store={signedInTestSession(reviewer)}>
        <MemoryRouter>
          <EducationDashboardPage />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
  return fetch;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const figures = () =>
  region('At a glance')
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('/education-dashboard', () => {
  afterEach(restoreFetch);

  it("is titled 'Education Portal' and links to grants, applications and the file manager", async () => {
    await showDashboard(() => ({ grants: 'never', applications: 'never' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Education Portal');
    const links = within(screen.getByRole('navigation', { name: 'Education screens' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Manage Grants', '/grants'],
      ['Review Applications', '/applications'],
      ['File Manager', '/file-manager'],
    ]);
    expect(region('At a glance').getByRole('status').textContent).toBe('Loading the numbers…');
  });

  it('reads each list once, and counts Active Grants, Pending Applications, Awarded Grants and Total Applications', async () => {
    const fetch = await showDashboard(() => ({
      grants: listOf(grants),
      applications: listOf(applications),
    }));

    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/grant-applications?portal=education',
      '/api/grants',
    ]);
    expect(figures()).toEqual([
      ['Active Grants', '4'],
      ['Pending Applications', '3'],
      ['Awarded Grants', '2'],
      ['Total Applications', '7'],
    ]);
  });

  it('shows the first 3 published grants with type, status, the description cut between words within 100 characters and the dates', async () => {
    await showDashboard(() => ({ grants: listOf(grants), applications: listOf([]) }));

    const card = region('Available Grants');
    const items = card.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Bursary 2026',
      'Research Fund',
      'Fifth Grant',
    ]);
    const first = within(items[0]);
    expect(first.getByText('Scholarship')).toBeTruthy();
    expect(first.getByText('Published').className).toContain('badge-status-published');
    expect(
      first.getByText(
        'Tuition, books and travel for members in full-time studies at a college or university, renewable…',
      ),
    ).toBeTruthy();
    // The draft and the closed grant are not available to members: not listed here.
    expect(card.queryByText('Trades Award')).toBeNull();
    expect(card.queryByText('Fourth Grant')).toBeNull();
    expect(first.getByText('2026-09-01').getAttribute('dateTime')).toBe(grants[0].openDate);
    expect(first.getByText('2026-09-30').getAttribute('dateTime')).toBe(grants[0].closeDate);
    expect(
      first.getByRole('link', { name: 'View Details Bursary 2026' }).getAttribute('href'),
    ).toBe(`/grants/${grants[0]._id}`);
    expect(first.getByRole('link', { name: 'Edit Bursary 2026' }).getAttribute('href')).toBe(
      `/grants/${grants[0]._id}/edit`,
    );
    expect(card.getByRole('link', { name: 'See all grants (6)' }).getAttribute('href')).toBe(
      '/grants',
    );
  });

  it("offers Create Grant with 'No grants available. Create one to get started.' when there are none", async () => {
    await showDashboard(() => ({ grants: listOf([]), applications: listOf([]) }));

    const card = region('Available Grants');
    expect(card.getByText('No grants available. Create one to get started.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Create Grant' }).getAttribute('href')).toBe(
      '/create-grant',
    );
  });

  it('shows the first 5 applications with applicant, grant, submitted date, status and Review', async () => {
    await showDashboard(() => ({ grants: listOf(grants), applications: listOf(applications) }));

    const card = region('Recent Applications');
    const rows = card
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['Member 1', 'Bursary 2026', '2026-09-15', 'Submitted'],
      ['Member 2', 'Bursary 2026', '2026-09-15', 'Awarded'],
      ['Member 3', 'Bursary 2026', '2026-09-15', 'Submitted'],
      ['Member 4', 'Bursary 2026', '2026-09-15', 'Not Awarded'],
      ['Member 5', 'Bursary 2026', '2026-09-15', 'Awarded'],
    ]);
    expect(
      card
        .getByRole('link', { name: 'Review application: Member 1, Bursary 2026' })
        .getAttribute('href'),
    ).toBe(`/admin/applications/${applications[0]._id}`);
    expect(card.getByRole('link', { name: 'See all applications (7)' }).getAttribute('href')).toBe(
      '/applications',
    );
  });

  it("says 'No applications submitted yet.' when there are none", async () => {
    await showDashboard(() => ({ grants: listOf(grants), applications: listOf([]) }));

    expect(region('Recent Applications').getByText('No applications submitted yet.')).toBeTruthy();
    expect(figures().at(-1)).toEqual(['Total Applications', '0']);
  });

  it("fails each card on its own: 'Error fetching data' for the grants, the figures 'Failed to load dashboard data', and Retry", async () => {
    let grantsAnswer = failure(500);
    await showDashboard(() => ({ grants: grantsAnswer, applications: listOf(applications) }));

    expect(region('Available Grants').getByRole('alert').textContent).toContain(
      'Error fetching data',
    );
    expect(region('At a glance').getByRole('alert').textContent).toBe(
      'Failed to load dashboard data',
    );
    expect(figures()).toEqual([]);
    expect(region('Recent Applications').getAllByRole('row')).toHaveLength(6);

    grantsAnswer = listOf(grants);
    await act(async () =>
      fireEvent.click(
        region('Available Grants').getByRole('button', { name: 'Retry loading grants' }),
      ),
    );
    expect(region('Available Grants').getAllByRole('listitem')).toHaveLength(3);
    expect(figures()).toHaveLength(4);
  });

  it("says 'Failed to load recent applications' (or the portal's reason), and Retry loads the list again", async () => {
    let attempts = 0;
    let reason: string | undefined = undefined;
    const fetch = await showDashboard(() => ({
      grants: listOf(grants),
      applications: attempts < 2 ? failure(503, reason) : listOf(applications),
    }));
    const recent = region('Recent Applications');
    expect(recent.getByRole('alert').textContent).toContain('Failed to load recent applications');
    expect(region('At a glance').getByRole('alert').textContent).toBe(
      'Failed to load dashboard data',
    );

    attempts = 1;
    reason = 'The applications service is not reachable.';
    await act(async () =>
      fireEvent.click(recent.getByRole('button', { name: 'Retry loading recent applications' })),
    );
    expect(recent.getByRole('alert').textContent).toContain(reason);

    attempts = 2;
    await act(async () =>
      fireEvent.click(
        region('At a glance').getByRole('button', { name: 'Retry loading the figures' }),
      ),
    );
    expect(recent.getAllByRole('row')).toHaveLength(6);
    expect(figures()).toHaveLength(4);
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/grants'))).toHaveLength(1);
  });

  it("links Grant Guidelines to /guidelines, and the other resources say 'Coming soon!' in a status region", async () => {
    await showDashboard(() => ({ grants: 'never', applications: 'never' }));

    const resources = region('Resources');
    expect(resources.getByRole('link', { name: 'Grant Guidelines' }).getAttribute('href')).toBe(
      '/guidelines',
    );
    const message = () =>
      resources
        .getAllByRole('status')
        .map((status) => status.textContent)
        .join('');
    expect(message()).toBe('');
    for (const name of ['Application Templates', 'Reporting Forms', 'Staff Training']) {
      fireEvent.click(resources.getByRole('button', { name }));
      expect(message()).toBe('Coming soon!');
    }
  });
});
