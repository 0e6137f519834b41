import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { fakeFetch, restoreFetch } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';
import { readInFrench, withSpacesAsWritten } from '../test/in-french.js';

const noPages = () => Promise.resolve<RemotePages>({});
/** A page's own code is fetched on its first visit: on a busy machine that can take a second. */
const firstPage = { timeout: 5000 };
const token = 'a'.repeat(22) + 'B-_'.repeat(7);

async function press(name: string) {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name }));
  });
}

describe('the pages a link sent by email opens, in French', () => {
  readInFrench();
  afterEach(() => restoreFetch());

  it('/confirm-email: asks in French, then says in French that the address is confirmed', async () => {
    fakeFetch(() => ({ status: 200, body: { email: 'ann@example.ca' } }));
    await renderPortal(`/confirm-email#token=${token}`, noPages);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Confirmez votre adresse courriel' },
        firstPage,
      ),
    ).toBeTruthy();
    expect(document.title).toBe('Confirmez votre adresse courriel – Portail des bourses d’études');

    await press('Confirmer mon adresse courriel');

    const status = await screen.findByText('Votre adresse courriel est confirmée.');
    expect(status.closest('[role="status"]')?.textContent).toContain(
      'ann@example.ca est l’adresse de votre compte.',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
  });

  it('/confirm-email: a link cut short is said to be incomplete, in French', async () => {
    await renderPortal('/confirm-email#token=abc', noPages);

    expect(
      await screen.findByText(
        'Ce lien est incomplet\u00a0: ouvrez-le de nouveau à partir du courriel, ou copiez-le en entier.',
        withSpacesAsWritten,
      ),
    ).toBeTruthy();
  });

  it('/accept-invitation: the set-password form in French, and a missing password said in French', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: {} }));
    await renderPortal(`/accept-invitation#token=${token}`, noPages);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Choisissez votre mot de passe' },
        firstPage,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Nouveau mot de passe').getAttribute('type')).toBe('password');

    await press('Enregistrer mon mot de passe');

    expect(screen.getByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('/reset-password: a link the portal refuses without a reason is explained in French', async () => {
    fakeFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'user.link_invalid', error: 'Bad Request' },
    }));
    await renderPortal(`/reset-password#token=${token}`, noPages);
    fireEvent.change(await screen.findByLabelText('Nouveau mot de passe'), {
      target: { value: 'a quiet harbour at dawn' },
    });

    await press('Enregistrer mon nouveau mot de passe');

    expect(
      await screen.findByText(
        'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau avec «\u00a0Mot de passe oublié\u202f?\u00a0» sur la page de connexion.',
        withSpacesAsWritten,
      ),
    ).toBeTruthy();
  });
});
