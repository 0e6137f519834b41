import { act, render, screen, within } from '@testing-library/react';
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
import EducationPage from './education-page.js';

const reviewer = testReviewer;

async function showPage(answer: FakeAnswer | 'never') {
  const fetch = fakeFetch(() => answer);
  await act(async () => {
    render(
      <SessionStoreProvider store={signedInTestSession(reviewer)}>
        <MemoryRouter>
          <EducationPage />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
  return fetch;
}

describe('/education', () => {
  afterEach(restoreFetch);

  it('shows the 5 most recent education applications, with a way to the dashboard', async () => {
    const applications = Array.from({ length: 6 }, (_, index) =>
      testApplicationSummary({ applicantName: `Member ${index + 1}` }),
    );
    const fetch = await showPage({ status: 200, body: applications });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Education');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/grant-applications?portal=education',
    ]);
    const recent = within(screen.getByRole('region', { name: 'Recent Applications' }));
    expect(recent.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Member 1',
      'Member 2',
      'Member 3',
      'Member 4',
      'Member 5',
    ]);
    expect(screen.getByRole('link', { name: 'Education Portal' }).getAttribute('href')).toBe(
      '/education-dashboard',
    );
  });

  it("says 'Failed to load recent applications' when the list cannot be read", async () => {
    await showPage({ status: 500 });

    expect(screen.getByRole('alert').textContent).toContain('Failed to load recent applications');
  });
});
