import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultOfficeSettings } from '@portal/contract/users';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  sentBody,
  signedInTestSession,
  testUser,
  type FakeAnswer,
} from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { AdminDashboardPage } from './admin-dashboard-page.js';

const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });

/**
 * The dashboard, `answer` answering the user list (the office settings and guidelines answer as
 * installed).
 */
async function showDashboard(answer: () => FakeAnswer | 'never') {
  const fetch = fakeFetch((url) =>
    url === '/api/office-settings'
      ? { status: 200, body: { ...defaultOfficeSettings } }
      : url === '/api/office-settings/guidelines'
        ? { status: 200, body: { text: '' } }
        : answer(),
  );
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

/** The Users card, where the count is. */
const usersCard = () => within(screen.getByRole('region', { name: 'Users' }));

describe('/admin-dashboard', () => {
  afterEach(restoreFetch);

  it('shows progress while counting the users', async () => {
    await showDashboard(() => 'never');

    expect(usersCard().getByRole('status').textContent).toBe('Loading the number of users…');
  });

  it('shows Total Users: the length of GET /api/users', async () => {
    const fetch = await showDashboard(() => ({
      status: 200,
      body: ['Ann', 'Ben', 'Cy'].map((firstName) => testUser({ firstName, lastName: 'Listed' })),
    }));

    expect((await screen.findByRole('definition')).textContent).toBe('3');
    expect(screen.getByRole('term').textContent).toBe('Total Users');
    expect(fetch.mock.calls.map((call) => call[0])).toContain('/api/users');
  });

  it("says 'Failed to load dashboard data' when the list cannot be read", async () => {
    await showDashboard(() => ({ status: 503 }));

    expect((await usersCard().findByRole('alert')).textContent).toBe(
      'Failed to load dashboard data',
    );
    expect(screen.queryByRole('definition')).toBeNull();
  });

  it('offers Retry after a failure, which counts the users again', async () => {
    let attempts = 0;
    await showDashboard(() =>
      ++attempts === 1
        ? { status: 503 }
        : { status: 200, body: [testUser({ firstName: 'Ann', lastName: 'Listed' })] },
    );
    await usersCard().findByRole('alert');

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Retry counting the users' })),
    );

    expect((await screen.findByRole('definition')).textContent).toBe('1');
    expect(usersCard().queryByRole('alert')).toBeNull();
  });

  it('offers the Quick Actions: Add User, Edit Users, File Manager, Notification Emails, Language Packs', async () => {
    await showDashboard(() => 'never');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(
      actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add User', '/register'],
      ['Edit Users', '/edit-users'],
      ['File Manager', '/file-manager'],
      ['Notification Emails', '/admin/notifications'],
      ['Language Packs', '/admin/languages'],
    ]);
  });

  describe('Office Settings', () => {
    const settingsCard = () => within(screen.getByRole('region', { name: 'Office Settings' }));
    const confirmationBox = () =>
      settingsCard().getByRole<HTMLInputElement>('checkbox', {
        name: 'Members confirm their email address before their first application',
      });

    it('shows each setting as the office has it, and saves a change with PUT', async () => {
      const fetch = fakeFetch((url, init) =>
        url === '/api/office-settings' && init.method === 'PUT'
          ? { status: 200, body: { ...defaultOfficeSettings, emailConfirmationRequired: true } }
          : url === '/api/office-settings'
            ? { status: 200, body: { ...defaultOfficeSettings } }
            : { status: 200, body: [] },
      );
      await act(async () => {
        render(
          <SessionStoreProvider store={signedInTestSession(admin)}>
            <MemoryRouter>
              <AdminDashboardPage />
            </MemoryRouter>
          </SessionStoreProvider>,
        );
      });
      expect((await waitForBox()).checked).toBe(false);

      await act(async () => fireEvent.click(confirmationBox()));
      await act(async () =>
        fireEvent.click(settingsCard().getByRole('button', { name: 'Save Settings' })),
      );

      const put = fetch.mock.calls.find((call) => call[1]?.method === 'PUT');
      expect(sentBody(put)).toEqual({ ...defaultOfficeSettings, emailConfirmationRequired: true });
      expect(
        (await settingsCard().findByText('The office settings are saved.')).closest(
          '[role="status"]',
        ),
      ).not.toBeNull();
      expect(confirmationBox().checked).toBe(true);
    });

    it("says why a change was refused, in the portal's words", async () => {
      fakeFetch((url, init) =>
        url === '/api/office-settings' && init.method === 'PUT'
          ? { status: 403, body: { statusCode: 403, message: 'You are not allowed to do this.' } }
          : url === '/api/office-settings'
            ? { status: 200, body: { ...defaultOfficeSettings } }
            : { status: 200, body: [] },
      );
      await act(async () => {
        render(
          <SessionStoreProvider store={signedInTestSession(admin)}>
            <MemoryRouter>
              <AdminDashboardPage />
            </MemoryRouter>
          </SessionStoreProvider>,
        );
      });
      await waitForBox();
      await act(async () =>
        fireEvent.click(settingsCard().getByRole('button', { name: 'Save Settings' })),
      );

      expect(
        (await settingsCard().findByText('You are not allowed to do this.')).closest(
          '[role="alert"]',
        ),
      ).not.toBeNull();
    });

    it('turns on the second approval of grants, saying what it changes', async () => {
      const fetch = fakeFetch((url, init) =>
        url === '/api/office-settings' && init.method === 'PUT'
          ? { status: 200, body: { ...defaultOfficeSettings, grantSecondApprovalRequired: true } }
          : url === '/api/office-settings'
            ? { status: 200, body: { ...defaultOfficeSettings } }
            : { status: 200, body: [] },
      );
      await act(async () => {
        render(
          <SessionStoreProvider store={signedInTestSession(admin)}>
            <MemoryRouter>
              <AdminDashboardPage />
            </MemoryRouter>
          </SessionStoreProvider>,
        );
      });
      await waitForBox();
      const secondApproval = settingsCard().getByRole<HTMLInputElement>('checkbox', {
        name: 'A second person publishes each grant',
      });
      expect(secondApproval.checked).toBe(false);
      expect(secondApproval.getAttribute('aria-describedby')).not.toBeNull();
      expect(
        document.getElementById(secondApproval.getAttribute('aria-describedby')!)?.textContent,
      ).toMatch(/nobody publishes their own/);

      await act(async () => fireEvent.click(secondApproval));
      await act(async () =>
        fireEvent.click(settingsCard().getByRole('button', { name: 'Save Settings' })),
      );

      const put = fetch.mock.calls.find((call) => call[1]?.method === 'PUT');
      expect(sentBody(put)).toEqual({
        ...defaultOfficeSettings,
        grantSecondApprovalRequired: true,
      });
      expect(await settingsCard().findByText('The office settings are saved.')).not.toBeNull();
      expect(secondApproval.checked).toBe(true);
    });

    const waitForBox = () =>
      settingsCard().findByRole<HTMLInputElement>('checkbox', {
        name: 'Members confirm their email address before their first application',
      });
  });
});

describe('/admin-dashboard in French', () => {
  beforeAll(() => Promise.all([useAdminMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => {
    act(() => portalLanguage().choose('en'));
    restoreFetch();
  });

  it('shows the count, the quick actions and both cards in French', async () => {
    await showDashboard(() => ({
      status: 200,
      body: [testUser({ firstName: 'Ann', lastName: 'Listed' })],
    }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Tableau de bord de l’administrateur',
    );
    expect((await screen.findByRole('term')).textContent).toBe('Nombre total d’utilisateurs');
    const actions = within(screen.getByRole('region', { name: 'Actions rapides' }));
    expect(actions.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Ajouter un utilisateur',
      'Modifier les utilisateurs',
      'Gestionnaire de documents',
      'Courriels d’avis',
      'Modules linguistiques',
    ]);
    const settings = within(screen.getByRole('region', { name: 'Paramètres du bureau' }));
    expect(
      await settings.findByLabelText('Une deuxième personne publie chaque bourse d’études'),
    ).toBeTruthy();
    expect(settings.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeTruthy();
    const guidelines = within(
      screen.getByRole('region', { name: 'Lignes directrices pour les demandeurs' }),
    );
    expect(
      await guidelines.findByLabelText('Lignes directrices affichées aux membres à /guidelines'),
    ).toBeTruthy();
  });

  it('says the failure to count the users in French, with Retry', async () => {
    await showDashboard(() => ({ status: 500 }));

    const card = within(screen.getByRole('region', { name: 'Utilisateurs' }));
    expect(
      await card.findByText('Impossible de charger les données du tableau de bord'),
    ).toBeTruthy();
    expect(card.getByRole('button').textContent).toBe('Réessayer le décompte des utilisateurs');
  });
});
