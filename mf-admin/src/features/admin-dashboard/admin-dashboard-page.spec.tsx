import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  signedInTestSession,
  testUser,
  type FakeAnswer,
} from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import { AdminDashboardPage } from './admin-dashboard-page.js';

const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });

async function showDashboard(answer: () => FakeAnswer | 'never') {
  const fetch = fakeFetch(answer);
  await act(async () => {
    render(
      <SessionStoreProvider store={signedInTestSession(admin)}>
        <MemoryRouter>
          <AdminDashboardPage />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
  return fetch;
}

describe('/admin-dashboard', () => {
  afterEach(restoreFetch);

  it('shows progress while counting the users', async () => {
    await showDashboard(() => 'never');

    expect(screen.getByRole('status').textContent).toBe('Loading the number of users…');
  });

  it('shows Total Users: the length of GET /api/users', async () => {
    const fetch = await showDashboard(() => ({
      status: 200,
      body: ['Ann', 'Ben', 'Cy'].map((firstName) => testUser({ firstName, lastName: 'Listed' })),
    }));

    expect((await screen.findByRole('definition')).textContent).toBe('3');
    expect(screen.getByRole('term').textContent).toBe('Total Users');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users');
  });

  it("says 'Failed to load dashboard data' when the list cannot be read", async () => {
    await showDashboard(() => ({ status: 503 }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load dashboard data');
    expect(screen.queryByRole('definition')).toBeNull();
  });

  it('offers Retry after a failure, which counts the users again', async () => {
    let attempts = 0;
    await showDashboard(() =>
      ++attempts === 1
        ? { status: 503 }
        : { status: 200, body: [testUser({ firstName: 'Ann', lastName: 'Listed' })] },
    );
    await screen.findByRole('alert');

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Retry counting the users' })),
    );

    expect((await screen.findByRole('definition')).textContent).toBe('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the Quick Actions: Add User, Edit Users, File Manager, Notification Emails', async () => {
    await showDashboard(() => 'never');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(
      actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add User', '/register'],
      ['Edit Users', '/edit-users'],
      ['File Manager', '/file-manager'],
      ['Notification Emails', '/admin/notifications'],
    ]);
  });
});
