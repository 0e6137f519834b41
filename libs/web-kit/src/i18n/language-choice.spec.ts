import { jest } from '@jest/globals';
import { LanguageChoice, languageStorageKey, secondLanguageStorageKey } from './language-choice.js';

describe('choosing the language', () => {
  const memoryStorage = (initial: Record<string, string> = {}) => {
    const items = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('remembers a choice on the device, over the browser, and sets lang on the page', () => {
    const storage = memoryStorage();
    const root = { lang: 'en-CA' };
    const first = new LanguageChoice({ storage, browserLanguages: ['fr-CA'], root });
    expect(first.language).toBe('fr');
    expect(first.chosen).toBe(false);
    expect(root.lang).toBe('fr-CA');

    const told: string[] = [];
    first.subscribe(() => told.push(first.language));
    first.choose('en');
    expect(told).toEqual(['en']);
    expect(root.lang).toBe('en-CA');
    expect(storage.getItem(languageStorageKey)).toBe('en');

    const later = new LanguageChoice({ storage, browserLanguages: ['fr-CA'], root });
    expect(later.language).toBe('en');
    expect(later.chosen).toBe(true);
  });

  it('ignores a stored value it does not know, and storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const choice = new LanguageChoice({ storage: refusing, browserLanguages: ['fr'] });
    expect(choice.language).toBe('fr');
    choice.choose('en');
    expect(choice.language).toBe('en');
    const unknown = new LanguageChoice({
      storage: memoryStorage({ [languageStorageKey]: 'xx' }),
      browserLanguages: ['en'],
    });
    expect(unknown.language).toBe('en');
  });
});

describe("choosing the nation's language pack", () => {
  const memoryStorage = (initial: Record<string, string> = {}) => {
    const items = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };
  const cree = {
    code: 'crk',
    name: 'ᓀᐦᐃᔭᐍᐏᐣ',
    locale: 'cr-Cans',
    script: 'Cans' as const,
    version: 3,
    fallback: 'fr' as const,
    font: true,
  };

  it('offers the published packs, remembers a chosen pack and its second language on the device', async () => {
    const storage = memoryStorage();
    const root = { lang: '' };
    const loadPacks = jest.fn(() => Promise.resolve([cree]));
    const first = new LanguageChoice({ storage, browserLanguages: ['fr-CA'], root, loadPacks });
    expect(first.state.secondLanguage).toBe('fr');
    await first.loadPacks();
    await first.loadPacks();
    expect(loadPacks).toHaveBeenCalledTimes(1);
    expect(first.state.packs).toEqual([cree]);

    first.choose('crk');
    first.chooseSecond('en');
    expect(first.state.pack).toEqual(cree);
    expect(root.lang).toBe('cr-Cans');
    expect(storage.getItem(languageStorageKey)).toBe('crk');
    expect(storage.getItem(secondLanguageStorageKey)).toBe('en');

    const later = new LanguageChoice({
      storage,
      browserLanguages: ['fr-CA'],
      root,
      loadPacks: () => Promise.resolve([cree]),
    });
    // Until the packs confirm it, the page is in the second language.
    expect(later.language).toBe('en');
    await later.ready;
    expect(later.language).toBe('crk');
    expect(later.state.secondLanguage).toBe('en');
    expect(root.lang).toBe('cr-Cans');
  });

  it("keeps the language a person was reading as a pack's second language, unless they chose one", async () => {
    const reader = new LanguageChoice({
      storage: memoryStorage(),
      browserLanguages: ['en-CA'],
      loadPacks: () => Promise.resolve([cree]),
    });
    reader.choose('fr');
    await reader.loadPacks();
    reader.choose('crk');
    expect(reader.state.secondLanguage).toBe('fr');

    const chose = new LanguageChoice({
      storage: memoryStorage({ [secondLanguageStorageKey]: 'en' }),
      browserLanguages: ['fr-CA'],
      loadPacks: () => Promise.resolve([cree]),
    });
    chose.choose('fr');
    await chose.loadPacks();
    chose.choose('crk');
    expect(chose.state.secondLanguage).toBe('en');
  });

  it('falls back to the second language when the chosen pack is no longer published', async () => {
    const storage = memoryStorage({
      [languageStorageKey]: 'crk',
      [secondLanguageStorageKey]: 'fr',
    });
    const root = { lang: '' };
    const choice = new LanguageChoice({
      storage,
      browserLanguages: ['en-CA'],
      root,
      loadPacks: () => Promise.resolve([]),
    });
    await choice.ready;
    expect(choice.language).toBe('fr');
    expect(choice.state.pack).toBeUndefined();
    expect(root.lang).toBe('fr-CA');
    // A pack that is not published cannot be chosen.
    choice.choose('crk');
    expect(choice.language).toBe('fr');
  });

  it('falls back to the second language when the packs cannot be asked for', async () => {
    const choice = new LanguageChoice({
      storage: memoryStorage({ [languageStorageKey]: 'crk', [secondLanguageStorageKey]: 'fr' }),
      browserLanguages: ['en'],
      loadPacks: () => Promise.reject(new Error('offline')),
    });
    await choice.ready;
    expect(choice.language).toBe('fr');
  });
});
