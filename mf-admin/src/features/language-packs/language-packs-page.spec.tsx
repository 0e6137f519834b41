import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { LanguagePackMessage } from '@portal/contract/languages';
import { SessionStoreProvider } from '@portal/web-kit';
import {
  fakeFetch,
  restoreFetch,
  sentBody,
  signedInTestSession,
  testUser,
} from '@portal/web-kit/testing';
import { MemoryRouter } from '@portal/web-kit/router';
import LanguagePacksPage from './language-packs-page.js';

const admin = testUser({ firstName: 'Ada', lastName: 'Admin', userType: 'admin' });

const cree = {
  code: 'crk',
  name: 'ᓀᐦᐃᔭᐍᐏᐣ',
  locale: 'cr-Cans',
  script: 'Cans',
  fallback: 'fr',
  version: null,
  drafts: 0,
  createdAt: '2026-11-01T12:00:00.000Z',
};

function aMessage(overrides: Partial<LanguagePackMessage> = {}): LanguagePackMessage {
  return {
    id: 'member.dashboard.greeting',
    part: 'member',
    english: 'Welcome, {name}',
    french: 'Bienvenue, {name}',
    description: "The dashboard's greeting. {name}: the member's first name",
    placeholders: ['name'],
    draft: null,
    published: null,
    ...overrides,
  };
}

const logout = aMessage({
  id: 'shell.header.logout',
  part: 'shell',
  english: 'Logout',
  french: 'Déconnexion',
  description: 'The header button that ends the session',
  placeholders: [],
});

type Answer = { status: number; body?: unknown } | 'never';

afterEach(restoreFetch);

function showPage(answer: (method: string, url: string, body: unknown) => Answer | undefined) {
  const fetch = fakeFetch((url, init) => {
    const method = init.method ?? 'GET';
    const given = answer(method, url, sentBody([url, init]));
    if (given) return given;
    if (url === '/api/language-packs/editing') return { status: 200, body: [cree] };
    if (url === '/api/language-packs/crk/messages') {
      return { status: 200, body: [aMessage(), logout] };
    }
    if (url === '/api/language-packs/crk/publications') return { status: 200, body: [] };
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  render(
    <SessionStoreProvider store={signedInTestSession(admin)}>
      <MemoryRouter>
        <LanguagePacksPage />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return fetch;
}

describe('/admin/languages', () => {
  it('lists every message with its English, French, description and placeholders, and filters them', async () => {
    showPage(() => undefined);

    expect(await screen.findByText('member.dashboard.greeting')).toBeTruthy();
    expect(screen.getByText('Welcome, {name}').getAttribute('lang')).toBe('en-CA');
    expect(screen.getByText('Bienvenue, {name}').getAttribute('lang')).toBe('fr-CA');
    expect(
      screen.getByText("The dashboard's greeting. {name}: the member's first name"),
    ).toBeTruthy();
    const field = screen.getByRole('textbox', {
      name: 'Text in ᓀᐦᐃᔭᐍᐏᐣ',
      description: /Keep these placeholders: \{name\}/,
    });
    expect(field.getAttribute('lang')).toBe('cr-Cans');
    expect(screen.getByText('2 of 2 messages shown')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Part of the portal' }), {
      target: { value: 'shell' },
    });
    expect(screen.getByText('1 of 2 messages shown')).toBeTruthy();
    expect(screen.queryByText('member.dashboard.greeting')).toBeNull();
    expect(screen.getByText('shell.header.logout')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Part of the portal' }), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'bienvenue' },
    });
    expect(screen.getByText('1 of 2 messages shown')).toBeTruthy();
    expect(screen.getByText('member.dashboard.greeting')).toBeTruthy();
  });

  it("saves a message's text as a draft, and shows it as saved; then filters it out of the untranslated", async () => {
    const fetch = showPage((method, url, body) =>
      method === 'PUT' && url === '/api/language-packs/crk/messages/member.dashboard.greeting'
        ? {
            status: 200,
            body: aMessage({ draft: (body as { text: string }).text }),
          }
        : undefined,
    );
    const field = await screen.findByRole('textbox', {
      name: 'Text in ᓀᐦᐃᔭᐍᐏᐣ',
      description: /\{name\}/,
    });
    fireEvent.change(field, { target: { value: 'ᑕᓂᓯ, {name}' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save member.dashboard.greeting' }));
    });

    const put = fetch.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[0]).toBe('/api/language-packs/crk/messages/member.dashboard.greeting');
    expect(sentBody(put)).toEqual({ text: 'ᑕᓂᓯ, {name}' });
    expect(await screen.findByText('Saved. It will show once published.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only messages not yet translated' }));
    expect(screen.queryByText('member.dashboard.greeting')).toBeNull();
    expect(screen.getByText('shell.header.logout')).toBeTruthy();
  });

  it("shows the server's reason beside the text when it refuses a broken placeholder", async () => {
    const reason =
      'member.dashboard.greeting: the placeholder {name} is missing; the translation must keep {name}.';
    showPage((method) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'languages.translation_invalid',
              message: reason,
              error: 'Bad Request',
            },
          }
        : undefined,
    );
    const field = await screen.findByRole('textbox', {
      name: 'Text in ᓀᐦᐃᔭᐍᐏᐣ',
      description: /\{name\}/,
    });
    fireEvent.change(field, { target: { value: 'ᑕᓂᓯ, {nom}' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save member.dashboard.greeting' }));
    });

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Saved. It will show once published.')).toBeNull();
  });

  it('publishes, and lists the publication with who and when', async () => {
    let published = false;
    const publication = {
      version: 1,
      publishedAt: '2026-11-27T15:04:00.000Z',
      publishedBy: { id: admin.id, name: 'Ada Admin' },
      messages: 1,
      fontBytes: 18_000,
    };
    const fetch = showPage((method, url) => {
      if (method === 'POST' && url === '/api/language-packs/crk/publications') {
        published = true;
        return { status: 201, body: publication };
      }
      if (url === '/api/language-packs/crk/publications') {
        return { status: 200, body: published ? [publication] : [] };
      }
      return undefined;
    });
    expect(await screen.findByText('Not published yet.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });

    expect(await screen.findByText('Version 1 is published.')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Publications' });
    expect(
      await within(list).findByText(/^Version 1, published by Ada Admin on .*2026.*: 1 message$/),
    ).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/language-packs/crk/publications' && init.method === 'POST',
      ),
    ).toBe(true);
  });

  it('names each message a refused publish lists', async () => {
    showPage((method) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'languages.publish_refused',
              message: 'The pack was not published: 1 message must be corrected.',
              error: 'Bad Request',
              errors: [
                { field: 'member.dashboard.greeting', message: 'The braces are unbalanced.' },
              ],
            },
          }
        : undefined,
    );
    await screen.findByText('member.dashboard.greeting');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
    expect(
      await screen.findByText('The pack was not published: 1 message must be corrected.'),
    ).toBeTruthy();
    expect(screen.getByText('member.dashboard.greeting: The braces are unbalanced.')).toBeTruthy();
  });
});
