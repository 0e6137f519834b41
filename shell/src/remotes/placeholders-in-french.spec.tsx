import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RemoteName } from '@portal/contract';
import { remotePages, type RemotePages } from '@portal/web-kit';
import { pending, renderPortal } from '../test/render-portal.js';
import { readInFrench } from '../test/in-french.js';
import { admin, restoringSession, signedInSession } from '../test/sessions.js';
import { RemoteLoadError } from './remote-loader.js';

const asAdmin = () => ({ session: signedInSession(admin) });

describe("what stands in a page's place, in French", () => {
  readInFrench();
  // A remote that fails is logged for whoever investigates; the test reads the page.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the page in French, in its heading and the tab, while its files arrive', async () => {
    await renderPortal('/staff-dashboard', pending, asAdmin());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord du personnel' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Chargement de la page…');
    expect(document.title).toBe('Tableau de bord du personnel – Portail des bourses d’études');
  });

  it('says in French that a page could not be loaded', async () => {
    await renderPortal(
      '/staff-dashboard',
      (remote: RemoteName) =>
        Promise.reject(new RemoteLoadError(remote, 'its files did not arrive')),
      asAdmin(),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette partie du portail n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    );
  });

  it('says in French that a page is not available yet', async () => {
    await renderPortal('/grants', () => Promise.resolve<RemotePages>({}), asAdmin());

    expect(
      await screen.findByText('Cette page n’est pas encore offerte. Veuillez réessayer plus tard.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bourses');
  });

  it("titles a page not built yet with the route's French title, and says in French which part renders it", async () => {
    const staffPages = remotePages(
      [{ path: '/community-dashboard', title: 'Community Opinions' }],
      {},
      { area: 'staff', remote: 'mf-staff' },
    );
    await renderPortal('/community-dashboard', () => Promise.resolve(staffPages), asAdmin());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opinions de la communauté' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Espace du personnel : cette page est affichée par mf-staff.'),
    ).toBeTruthy();
  });

  it('says in French that the sign-in is being checked', async () => {
    await renderPortal('/staff-dashboard', pending, { session: restoringSession(null) });

    expect(screen.getByRole('status').textContent).toBe('Vérification de votre connexion…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Tableau de bord du personnel',
    );
  });
});
