import { act, fireEvent, screen } from '@testing-library/react';
import { portalLanguage, useKitMessages } from '@portal/web-kit/i18n';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { renderGrantPage } from '../../../test/render-grant-page.js';
import CreateGrantPage from './create-grant-page.js';

function showCreatePage() {
  return renderGrantPage(CreateGrantPage, {
    path: '/create-grant',
    pattern: '/create-grant',
    route: () => ({ status: 500 }),
  });
}

describe('/create-grant in French', () => {
  // The French words arrive as a chunk of their own: fetched before the page is drawn.
  beforeAll(() => Promise.all([useStaffMessages.preload('fr'), useKitMessages.preload('fr')]));
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('labels the form in French and names the grant types in French', async () => {
    showCreatePage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Créer une bourse' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toBeTruthy();
    const type = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' });
    expect(Array.from(type.options, (option) => option.text)).toEqual([
      'Bourse d’études',
      'Perfectionnement professionnel',
      'Recherche',
      'Ressources éducatives',
      'Prix',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une section' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Soumettre pour approbation' })).toBeTruthy();
  });

  it('says in French what to fix when an empty grant is saved', async () => {
    showCreatePage();

    const saveDraft = await screen.findByRole('button', { name: 'Enregistrer le brouillon' });
    await act(async () => {
      fireEvent.click(saveDraft);
    });

    expect(
      await screen.findByText('Veuillez corriger les erreurs avant de soumettre'),
    ).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Titre' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Entrez un titre')).toBeTruthy();
  });
});
