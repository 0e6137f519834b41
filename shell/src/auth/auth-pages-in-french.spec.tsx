import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';
import { readInFrench } from '../test/in-french.js';

const noPages = () => Promise.resolve<RemotePages>({});
/** A page's own code is fetched on its first visit: on a busy machine that can take a second. */
const firstPage = { timeout: 5000 };

async function press(name: string) {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name }));
  });
}

describe('signing in and registering, in French', () => {
  readInFrench();
  afterEach(() => restoreFetch());

  it('/login: French labels, button and links, and says in French what is missing', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: {} }));
    await renderPortal('/login', noPages);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion' }, firstPage),
    ).toBeTruthy();
    const email = screen.getByLabelText('Courriel');
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Mot de passe').getAttribute('type')).toBe('password');
    const main = within(screen.getByRole('main'));
    expect(
      main.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(main.getByRole('link', { name: 'Inscription' }).getAttribute('href')).toBe('/register');
    expect(document.title).toBe('Connexion – Portail des bourses d’études');

    await press('Connexion');

    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Le courriel est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('/login: a failure the portal gives no reason for is said in French', async () => {
    fakeFetch(() => ({ status: 500, body: {} }));
    await renderPortal('/login', noPages);
    fireEvent.change(await screen.findByLabelText('Courriel'), {
      target: { value: 'ann@example.ca' },
    });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'a password' } });

    await press('Connexion');

    expect((await screen.findByRole('alert')).textContent).toBe('Échec de la connexion');
  });

  it('/register: French labels, the password rule, and the form’s own checks in French', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: {} }));
    await renderPortal('/register', noPages);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscription' }, firstPage),
    ).toBeTruthy();
    for (const label of [
      'Prénom',
      'Nom de famille',
      'Courriel (nom d’utilisateur)',
      'Numéro de carte de membre RSMIN',
      'Mot de passe',
    ]) {
      expect([label, screen.getByLabelText(label).hasAttribute('required')]).toEqual([label, true]);
    }
    expect(
      screen.getByText(
        'Au moins 12 caractères. Pas un mot de passe que d’autres utilisent ou pourraient deviner.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'short' } });
    expect(screen.getByText('Encore 7 caractères requis.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Courriel (nom d’utilisateur)'), {
      target: { value: 'not an address' },
    });

    await press('Inscription');

    expect(document.activeElement).toBe(screen.getByLabelText('Prénom'));
    expect(screen.getByText('Le prénom est obligatoire')).toBeTruthy();
    expect(screen.getByText('Entrez une adresse courriel valide')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit compter au moins 12 caractères')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('/forgot-password: French heading, label and button, and a missing address said in French', async () => {
    const fetch = fakeFetch(() => ({ status: 202, body: { message: 'sent' } }));
    await renderPortal('/forgot-password', noPages);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Mot de passe oublié\u202f?' },
        firstPage,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Courriel')).toBeTruthy();

    await press('M’envoyer un lien');

    expect(screen.getByText('Le courriel est obligatoire')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Connexion' })
        .getAttribute('href'),
    ).toBe('/login');
  });
});
