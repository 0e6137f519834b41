import { act, fireEvent, screen, within } from '@testing-library/react';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { testFile } from '../../../test/file-factory.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';
import FileManagerPage from './file-manager-page.js';

const transcript = testFile({
  originalname: 'transcript.pdf',
  applicationName: 'Bursary 2026',
  applicantName: 'Ann Lee',
});
const oldScan = testFile({ originalname: 'scan.png', applicantName: null });

function showFileManager() {
  return renderGrantPage(FileManagerPage, {
    path: '/file-manager',
    pattern: '/file-manager',
    route: (method, url) => {
      if (method === 'GET' && url === '/api/files/admin/all')
        return { status: 200, body: [transcript, oldScan] };
      if (method === 'GET' && url === '/api/files/admin/orphaned')
        return { status: 200, body: [oldScan] };
      return 'never';
    },
  });
}

describe('/file-manager in French', () => {
  // The French words arrive as a chunk of their own: fetched before the page is drawn.
  beforeAll(() => Promise.all([useStaffMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('writes the tabs, the table and the delete question in French', async () => {
    showFileManager();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionnaire de fichiers' }),
    ).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Fichiers' }));
    expect(await tabs.findByRole('tab', { name: 'Tous les fichiers (2)' })).toBeTruthy();
    expect(tabs.getByRole('tab', { name: 'Fichiers orphelins (1)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Tous les fichiers (2)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Nom d’origine',
      'Nom de stockage',
      'Taille',
      'Téléversé par',
      'Demande',
      'Demandeur',
      'Date',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: 'Nettoyer les fichiers orphelins' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(
        within(table).getByRole('button', {
          name: 'Supprimer le fichier\u00a0: transcript.pdf (Ann Lee)',
        }),
      );
    });
    const question = screen.getByRole('alertdialog', {
      name: 'Supprimer le fichier\u00a0: transcript.pdf (Ann Lee)',
    });
    expect(question.textContent).toContain(
      'Voulez-vous vraiment supprimer le fichier transcript.pdf\u00a0? Cette action est irréversible. Le demandeur sera informé que le bureau de l’éducation l’a supprimé.',
    );
    expect(within(question).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
