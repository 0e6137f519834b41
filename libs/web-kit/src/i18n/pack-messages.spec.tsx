import { parse } from '@formatjs/icu-messageformat-parser';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { fakeFetch, restoreFetch, type FakeAnswer } from '../testing/index.js';
import { portalLanguage } from './portal-language.js';
import { createMessagesHook } from './use-messages.js';
import type { MessageDescriptor } from '@portal/messages';

// Plain descriptors (not defineMessages): these are a test's words, not the portal's.
const greeting: MessageDescriptor = { id: 'member.test.greeting', defaultMessage: 'Welcome' };
const farewell: MessageDescriptor = {
  id: 'member.test.farewell',
  defaultMessage: 'Goodbye, {name}',
};

const useTestMessages = createMessagesHook('member', {
  fr: () =>
    Promise.resolve({
      default: { 'member.test.greeting': 'Bienvenue', 'member.test.farewell': 'Au revoir, {name}' },
    }),
});

function Words() {
  const { t, locale } = useTestMessages();
  return (
    <p data-locale={locale}>
      {t(greeting)} | {t(farewell, { name: 'Ann' })}
    </p>
  );
}

const pack = (code: string) => ({
  code,
  name: `Pack ${code}`,
  locale: code === 'crk' ? 'cr-Cans' : 'oj',
  script: code === 'crk' ? 'Cans' : 'Latn',
  version: 2,
  fallback: 'fr',
  font: code === 'crk',
});

/** The portal's API: two published packs; the Cree one translates one message, Ojibwe's fails. */
function answer(url: string): FakeAnswer {
  if (url === '/api/language-packs') return { status: 200, body: [pack('crk'), pack('oj')] };
  if (url === '/api/language-packs/crk/catalogues/member?version=2') {
    return { status: 200, body: { 'member.test.greeting': parse('ᑕᓂᓯ') } };
  }
  if (url.startsWith('/api/language-packs/oj/catalogues/')) {
    return { status: 200, body: '<html>a proxy page</html>' };
  }
  return { status: 500, body: { statusCode: 500, message: 'unexpected' } };
}

describe("a part's words in the nation's language pack", () => {
  beforeEach(async () => {
    fakeFetch(answer);
    await act(async () => {
      await portalLanguage().loadPacks();
      portalLanguage().chooseSecond('fr');
    });
  });
  afterEach(() => {
    act(() => portalLanguage().choose('en'));
    restoreFetch();
  });

  it("shows the pack's message and the rest in the second language, French, with the pack's lang", async () => {
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <Words />
        </Suspense>,
      );
    });
    await act(async () => portalLanguage().choose('crk'));

    const words = await screen.findByText('ᑕᓂᓯ | Au revoir, Ann');
    // Dates and numbers: the second language's locale where the browser cannot write the pack's.
    expect(words.dataset['locale']).toMatch(/^(cr-Cans|fr-CA)$/);
    expect(document.documentElement.lang).toBe('cr-Cans');
    expect(document.documentElement.dir).not.toBe('rtl');
    expect(
      document.head.querySelector('style[data-language-pack-font="crk"]')?.textContent,
    ).toContain("url('/api/language-packs/crk/font.woff2?version=2')");
  });

  it('shows the second language when the pack catalogue fails to load, never keys', async () => {
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <Words />
        </Suspense>,
      );
    });
    await act(async () => portalLanguage().choose('oj'));

    expect(await screen.findByText('Bienvenue | Au revoir, Ann')).toBeTruthy();
    expect(document.documentElement.lang).toBe('oj');
    // A Latin-script pack brings no font.
    expect(document.head.querySelector('style[data-language-pack-font="oj"]')).toBeNull();
  });
});
