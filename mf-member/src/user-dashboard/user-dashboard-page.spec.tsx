import { act, render, screen, within } from '@testing-library/react';
import type { User } from '@portal/contract';
import { createMemoryStorage, createSessionStore, SessionStoreProvider } from '@portal/web-kit';
import { MemoryRouter } from 'react-router-dom';
import { UserDashboardPage } from './user-dashboard-page.js';

const ann: User = {
  _id: 'u-1',
  id: 'u-1',
  firstName: 'Ann',
  lastName: 'Member',
  name: 'Ann Member',
  email: 'ann@example.ca',
  cardNumber: 'RS-1',
  userType: 'user',
  education: false,
  harvesting: false,
  communityOutreach: false,
};

async function showDashboardFor(user: User) {
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.signIn({ token: 't', encryptionKey: 'k', user });
  await act(async () => {
    render(
      <SessionStoreProvider store={session}>
        <MemoryRouter>
          <UserDashboardPage />
        </MemoryRouter>
      </SessionStoreProvider>,
    );
  });
}

describe('/user-dashboard', () => {
  it('greets the member by first name', async () => {
    await showDashboardFor(ann);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ann');
  });

  it('opens Education (to /apply-grant); Harvesting is Coming Soon and not a link; the third tile is hidden', async () => {
    await showDashboardFor(ann);

    const areas = screen.getByRole('list', { name: 'Areas' });
    const links = within(areas).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/apply-grant']);
    expect(within(areas).getByRole('link', { name: 'Education' })).toBe(links[0]);
    const harvesting = within(areas).getByRole('heading', { name: 'Harvesting' }).parentElement;
    expect(harvesting?.textContent).toContain('Coming Soon');
    // Screen readers see two tiles; the blank third one keeps the layout only.
    expect(within(areas).getAllByRole('listitem')).toHaveLength(2);
  });
});
