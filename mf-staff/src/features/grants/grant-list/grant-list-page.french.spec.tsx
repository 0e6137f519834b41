import { act, screen, within } from '@testing-library/react';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { testGrant } from '../../../test/grant-factory.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';
import { GrantListPage } from './grant-list-page.js';

const bursary = testGrant({
  title: 'Bursary 2026',
  type: 'scholarship',
  status: 'published',
  openDate: '2026-09-01T04:00:00.000Z',
  closeDate: '2026-10-01T03:59:59.999Z',
  applicationCount: 4,
});

function showGrantList(grants = [bursary]) {
  return renderGrantPage(GrantListPage, {
    path: '/grants',
    pattern: '/grants',
    route: (method, url) =>
      method === 'GET' && url.startsWith('/api/grants?page=')
        ? {
            status: 200,
            body: { items: grants, page: 1, pageSize: 50, total: grants.length },
          }
        : 'never',
  });
}

describe('/grants in French', () => {
  // The French words arrive as a chunk of their own: fetched before the page is drawn.
  beforeAll(() => Promise.all([useStaffMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('writes the page, the table headers and the row buttons in French', async () => {
    showGrantList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bourses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer une bourse' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Afficher les bourses archivées' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bourses (1)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Titre', 'Type', 'Statut', 'Ouverture', 'Fermeture', 'Demandes', 'Actions']);
    // A grant with applications is archived, not deleted; the grant's title stays as written.
    expect(within(table).getByRole('button', { name: 'Archiver Bursary 2026' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Copier Bursary 2026' })).toBeTruthy();
  });

  it('says in French that there are no grants yet', async () => {
    showGrantList([]);

    expect(
      await screen.findByText('Aucune bourse offerte. Créez-en une pour commencer.'),
    ).toBeTruthy();
  });
});
