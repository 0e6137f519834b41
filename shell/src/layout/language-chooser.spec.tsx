import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemotePages } from '@portal/web-kit';
import { parse } from '@formatjs/icu-messageformat-parser';
import { languageStorageKey, portalLanguage } from '@portal/web-kit/i18n';
import { fakeFetch, restoreFetch } from '@portal/web-kit/testing';
import { renderPortal } from '../test/render-portal.js';
import { member, signedInSession } from '../test/sessions.js';

const emptyPages = () => Promise.resolve<RemotePages>({});

describe("the header's language chooser", () => {
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('redraws the page in French when French is chosen, remembers it, and marks the page fr-CA', async () => {
    await renderPortal('/', emptyPages, { session: signedInSession(member) });
    const chooser = screen.getByRole('combobox', { name: 'Language' });
    expect(within(chooser).getByRole('option', { name: 'Français' }).getAttribute('lang')).toBe(
      'fr-CA',
    );

    await act(async () => {
      fireEvent.change(chooser, { target: { value: 'fr' } });
    });

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Déconnexion' })).toBeTruthy();
    const nav = within(banner).getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Tableau de bord']);
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem(languageStorageKey)).toBe('fr');
  });

  describe("with the nation's language packs", () => {
    afterEach(restoreFetch);

    it('lists the published packs in their own names and, with one chosen, a second language', async () => {
      fakeFetch((url) => {
        if (url === '/api/language-packs') {
          return {
            status: 200,
            body: [
              {
                code: 'crk',
                name: 'ᓀᐦᐃᔭᐍᐏᐣ',
                locale: 'cr-Cans',
                script: 'Cans',
                version: 1,
                fallback: 'en',
                font: true,
              },
            ],
          };
        }
        if (url === '/api/language-packs/crk/catalogues/shell?version=1') {
          return { status: 200, body: { 'shell.nav.home': parse('ᒥᑭᐤ') } };
        }
        if (url.startsWith('/api/language-packs/crk/catalogues/')) return { status: 200, body: {} };
        return 'never';
      });
      await renderPortal('/', emptyPages, { session: signedInSession(member) });
      const chooser = screen.getByRole('combobox', { name: 'Language' });
      await act(async () => {
        fireEvent.focus(chooser);
      });

      const cree = await within(chooser).findByRole('option', { name: 'ᓀᐦᐃᔭᐍᐏᐣ' });
      expect(cree.getAttribute('lang')).toBe('cr-Cans');
      expect(
        within(chooser)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['English', 'Français', 'ᓀᐦᐃᔭᐍᐏᐣ']);
      expect(screen.queryByRole('combobox', { name: 'Second language' })).toBeNull();

      await act(async () => {
        fireEvent.change(chooser, { target: { value: 'crk' } });
      });
      const banner = screen.getByRole('banner');
      expect(await within(banner).findByRole('link', { name: 'ᒥᑭᐤ' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('cr-Cans');
      expect(localStorage.getItem(languageStorageKey)).toBe('crk');

      // The rest of the page in the second language, French once chosen.
      const second = screen.getByRole('combobox', { name: 'Second language' });
      await act(async () => {
        fireEvent.change(second, { target: { value: 'fr' } });
      });
      expect(await within(banner).findByRole('button', { name: 'Déconnexion' })).toBeTruthy();
      expect(within(banner).getByRole('link', { name: 'ᒥᑭᐤ' })).toBeTruthy();
    });
  });
});
