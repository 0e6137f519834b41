import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { User } from '@portal/contract';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  testUser,
  type FakeAnswer,
  testReviewer,
} from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import { testApplicationSummary } from '../../test/application-factory.js';
import { testGrant } from '../../test/grant-factory.js';
import { StaffDashboardPage } from './staff-dashboard-page.js';

const reviewer = testReviewer;
const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });

const notFound: FakeAnswer = {
  status: 404,
  body: { statusCode: 404, message: 'Cannot GET /api/grants', error: 'Not Found' },
};

async function showDashboard(user: User, answer: (url: string) => FakeAnswer | 'never') {
  const fetch = fakeFetch((url) => answer(url));
  await act(async () => {
    render(
      <SessionStoreProvider store={signedInTestSession(user)}>
        <MemoryRouter>
          <StaffDashboardPage />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
  return fetch;
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('/staff-dashboard', () => {
  afterEach(restoreFetch);

  it('shows a progress line while the Education numbers load', async () => {
    await showDashboard(reviewer, () => 'never');

    expect(card('Education').getByRole('status').textContent).toBe('Loading the numbers…');
  });

  it("says 'Failed to load dashboard data' instead of numbers when the lists cannot be read", async () => {
    await showDashboard(reviewer, () => notFound);

    const education = card('Education');
    expect((await education.findByRole('alert')).textContent).toBe('Failed to load dashboard data');
    expect(education.queryByText('Active Grants')).toBeNull();
    expect(education.getByRole('link', { name: 'Education Portal' }).getAttribute('href')).toBe(
      '/education-dashboard',
    );
    expect(education.getByRole('link', { name: 'Manage Grants' }).getAttribute('href')).toBe(
      '/grants',
    );
  });

  it('counts published grants as Active Grants and submitted applications as Pending Review', async () => {
    const fetch = await showDashboard(reviewer, (url) =>
      url.startsWith('/api/grants')
        ? {
            status: 200,
            body: [
              testGrant({ status: 'published' }),
              testGrant({ status: 'draft' }),
              testGrant({ status: 'published' }),
              testGrant({ status: 'closed' }),
            ],
          }
        : {
            status: 200,
            body: [
              testApplicationSummary({ status: 'submitted' }),
              testApplicationSummary({ status: 'approved' }),
              testApplicationSummary({ status: 'submitted' }),
              testApplicationSummary({ status: 'needsMoreInfo' }),
            ],
          },
    );

    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/grant-applications?portal=education',
      '/api/grants',
    ]);
    const education = card('Education');
    const values = (await education.findAllByRole('definition')).map((value) => value.textContent);
    const terms = education.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Active Grants', 'Pending Review']);
    expect(values).toEqual(['2', '2']);
  });

  it('offers Retry after a failure, which loads the numbers again', async () => {
    let failing = true;
    await showDashboard(reviewer, (url) =>
      failing
        ? notFound
        : {
            status: 200,
            body: url.startsWith('/api/grants') ? [testGrant({ status: 'published' })] : [],
          },
    );
    const education = card('Education');
    await education.findByRole('alert');
    failing = false;

    await act(async () =>
      fireEvent.click(education.getByRole('button', { name: 'Retry loading the numbers' })),
    );

    const values = (await education.findAllByRole('definition')).map((value) => value.textContent);
    expect(values).toEqual(['1', '0']);
    expect(education.queryByRole('alert')).toBeNull();
  });

  it('never shows numbers it did not receive (one list failing fails the card)', async () => {
    await showDashboard(reviewer, (url) =>
      url.startsWith('/api/grants')
        ? { status: 200, body: [testGrant({ status: 'published' })] }
        : notFound,
    );

    expect((await card('Education').findByRole('alert')).textContent).toBe(
      'Failed to load dashboard data',
    );
    expect(screen.queryByRole('definition')).toBeNull();
  });

  it('shows Coming Soon for Harvesting and Community Opinions without the flags', async () => {
    await showDashboard(reviewer, () => 'never');

    for (const name of ['Harvesting', 'Community Opinions']) {
      expect(card(name).getByText('Coming Soon')).toBeTruthy();
      expect(card(name).queryByRole('link')).toBeNull();
    }
  });

  it('links Harvesting and Community Opinions for staff with the flags', async () => {
    await showDashboard({ ...reviewer, harvesting: true, communityOutreach: true }, () => 'never');

    expect(card('Harvesting').getByRole('link').getAttribute('href')).toBe('/harvesting-dashboard');
    expect(card('Community Opinions').getByRole('link').getAttribute('href')).toBe(
      '/community-dashboard',
    );
  });

  it('leads staff who keep the language packs there, and only them', async () => {
    await showDashboard({ ...reviewer, languages: true }, () => 'never');
    expect(card('Language Packs').getByRole('link', { name: 'Open Language Packs' })).toBeTruthy();
    expect(card('Language Packs').getByRole('link').getAttribute('href')).toBe('/admin/languages');
  });

  it('shows no language packs card to staff without the languages flag', async () => {
    await showDashboard(reviewer, () => 'never');
    expect(screen.queryByRole('region', { name: 'Language Packs' })).toBeNull();
  });

  it('links both for an admin, whatever the flags', async () => {
    await showDashboard(admin, () => 'never');

    expect(card('Harvesting').getByRole('link').getAttribute('href')).toBe('/harvesting-dashboard');
    expect(card('Community Opinions').getByRole('link').getAttribute('href')).toBe(
      '/community-dashboard',
    );
  });

  // The browser checks that an answer is the kind of JSON promised (a list here), not each item
  // against the schema (callEndpoint says why).
  it('fails the card when the applications list is not what the page expects (never a made-up count)', async () => {
    await showDashboard(reviewer, (url) =>
      url.startsWith('/api/grants')
        ? { status: 200, body: [testGrant({ status: 'published' })] }
        : { status: 200, body: { applications: [] } },
    );

    expect((await card('Education').findByRole('alert')).textContent).toBe(
      'Failed to load dashboard data',
    );
  });

  it('fails the card when the grant list is not what the page expects (never a made-up count)', async () => {
    await showDashboard(reviewer, (url) =>
      url.startsWith('/api/grants')
        ? { status: 200, body: '<html>Sign in to the network</html>' }
        : { status: 200, body: [] },
    );

    expect((await card('Education').findByRole('alert')).textContent).toBe(
      'Failed to load dashboard data',
    );
  });

  it('does not ask for the education lists for staff without the education flag', async () => {
    const fetch = await showDashboard({ ...reviewer, education: false }, () => 'never');

    expect(fetch).not.toHaveBeenCalled();
    expect(card('Education').queryByRole('link')).toBeNull();
  });
});
