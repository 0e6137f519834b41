import { LanguageChoice, languageStorageKey } from '@portal/web-kit/i18n';
import { fakeFetch, restoreFetch, sentBody } from '@portal/web-kit/testing';
import { member, signedInSession, signedOutSession } from '../test/sessions.js';
import { keepAccountLanguage } from './account-language.js';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the language kept on the account as well as the device', () => {
  let fetch: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    fetch = fakeFetch(() => ({ status: 200, body: member }));
  });
  afterEach(() => restoreFetch());

  const languagesSaved = () =>
    fetch.mock.calls
      .filter(([url]) => url === '/api/users/me/language')
      .map((call) => sentBody(call));

  it("takes the account's language on a device where nobody chose, and saves nothing", () => {
    const choice = new LanguageChoice({ storage: memoryStorage(), browserLanguages: ['en-CA'] });
    keepAccountLanguage(signedInSession({ ...member, language: 'fr' }), choice);
    expect(choice.language).toBe('fr');
    expect(languagesSaved()).toEqual([]);
  });

  it('tells the account the language chosen on this device, once', () => {
    const choice = new LanguageChoice({
      storage: memoryStorage({ [languageStorageKey]: 'fr' }),
      browserLanguages: ['en-CA'],
    });
    keepAccountLanguage(signedInSession({ ...member, language: 'en' }), choice);
    expect(choice.language).toBe('fr');
    expect(languagesSaved()).toEqual([{ language: 'fr' }]);
  });

  it('saves each later choice while signed in, and none signed out', () => {
    const choice = new LanguageChoice({ storage: memoryStorage(), browserLanguages: ['en-CA'] });
    keepAccountLanguage(signedInSession({ ...member, language: 'en' }), choice);
    choice.choose('fr');
    choice.choose('fr');
    choice.choose('en');
    expect(languagesSaved()).toEqual([{ language: 'fr' }, { language: 'en' }]);

    const away = new LanguageChoice({ storage: memoryStorage(), browserLanguages: ['en-CA'] });
    keepAccountLanguage(signedOutSession(), away);
    away.choose('fr');
    expect(languagesSaved()).toHaveLength(2);
  });
});
