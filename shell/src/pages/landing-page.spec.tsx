import { screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { renderPortal } from '../test/render-portal.js';
import { readInFrench } from '../test/in-french.js';

const noPages = () => Promise.resolve<RemotePages>({});

describe('the home page in French', () => {
  readInFrench();

  it('welcomes the visitor in French, names the tab in French, and offers the skip link in French', async () => {
    await renderPortal('/', noPages);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Bienvenue au Portail des bourses d’études',
      }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2 }).textContent).toBe('Bourses d’études');
    expect(
      main.getByRole('link', { name: 'Aller à votre tableau de bord' }).getAttribute('href'),
    ).toBe('/user-dashboard');
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeTruthy();
    expect(document.title).toBe('Bienvenue – Portail des bourses d’études');
  });
});
