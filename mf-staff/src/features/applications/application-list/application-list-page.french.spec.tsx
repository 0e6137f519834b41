import { act, screen, within } from '@testing-library/react';
import { applicationStates } from '@portal/contract/applications';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { testApplicationSummary } from '../../../test/application-factory.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';
import ApplicationListPage from './application-list-page.js';

const submitted = testApplicationSummary({ status: 'submitted', grantTitle: 'Bursary 2026' });

function showApplicationList() {
  const statusCounts = Object.fromEntries(
    applicationStates.map((state) => [state, state === 'submitted' ? 1 : 0]),
  );
  return renderGrantPage(ApplicationListPage, {
    path: '/applications',
    pattern: '/applications',
    route: (method, url) => {
      if (url === '/api/grants') return { status: 200, body: [] };
      if (method === 'GET' && url.startsWith('/api/grant-applications'))
        return {
          status: 200,
          body: { items: [submitted], page: 1, pageSize: 50, total: 1, statusCounts },
        };
      return 'never';
    },
  });
}

describe('/applications in French', () => {
  // The French words arrive as a chunk of their own: fetched before the page is drawn.
  beforeAll(() => Promise.all([useStaffMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('writes the filters, the statuses and the table in French', async () => {
    showApplicationList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes' })).toBeTruthy();
    const filter = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Filtrer par statut',
    });
    expect(Array.from(filter.options, (option) => option.text)).toEqual([
      'Tous (1)',
      'Soumise (1)',
      'En examen (0)',
      'Accordée (0)',
      'Non accordée (0)',
      'Plus d’information requise (0)',
      'Retirée (0)',
    ]);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeTruthy();
    expect(screen.getByText('Affichage de la seule demande.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Demandes (1)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 5)
        .map((header) => header.textContent),
    ).toEqual(['Demandeur', 'Référence', 'Bourse', 'Soumise le', 'Statut']);
    expect(within(table).getByRole('link', { name: /^Examiner la demande/ })).toBeTruthy();
  });
});
