import {
  defaultLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  languageFromBrowser,
  type InterfaceLanguage,
} from '@portal/messages';
import type { PublishedLanguagePack } from '@portal/contract/languages';

import { languageStorageKey, secondLanguageStorageKey } from './language-storage-keys.js';

export { languageStorageKey, secondLanguageStorageKey };

/** A language the portal can be read in: English, French, or a published pack's code (`crk`). */
export type LanguageCode = string;

interface LanguageChoiceOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browserLanguages: readonly string[];
  /** The page's root element: its `lang` follows the choice, so screen readers pronounce it. */
  root?: { lang: string };
  /** Asks for the published packs (`GET /api/language-packs`); at most once per page. */
  loadPacks?: () => Promise<readonly PublishedLanguagePack[]>;
}

/** What the screens draw from: changes as a whole, so React compares it by identity. */
export interface LanguageState {
  /** The language shown: 'en', 'fr' or a published pack's code. */
  language: LanguageCode;
  /** The pack shown, when `language` is one. */
  pack: PublishedLanguagePack | undefined;
  /** A pack's reader's second language: where a message the pack lacks is read. */
  secondLanguage: InterfaceLanguage;
  /** The published packs, once asked for (empty before, or when the answer failed). */
  packs: readonly PublishedLanguagePack[];
}

/**
 * The language a person reads the portal in on this device: the one they chose (kept in local
 * storage), or on a first visit the first of the browser's languages the portal speaks. Choosing
 * writes it down, sets `lang` on the page and tells the subscribers (the screens draw again).
 *
 * A pack (the nation's language) is shown only once the published packs say it still is: until
 * then, and for good when it has been withdrawn, the page is in the person's second language.
 */
export class LanguageChoice {
  private current: LanguageState;
  private readonly listeners = new Set<() => void>();
  private packsAsked: Promise<readonly PublishedLanguagePack[]> | undefined;
  /** Resolves once a stored pack choice has been confirmed or refused (at once otherwise). */
  readonly ready: Promise<void>;

  constructor(private readonly options: LanguageChoiceOptions) {
    const storedSecond = readStored(options.storage, secondLanguageStorageKey);
    const secondLanguage = isInterfaceLanguage(storedSecond)
      ? storedSecond
      : languageFromBrowser(options.browserLanguages);
    const stored = readStored(options.storage, languageStorageKey);
    const language = isInterfaceLanguage(stored)
      ? stored
      : stored !== undefined && isPackCode(stored)
        ? secondLanguage // shown until the packs confirm the stored one
        : languageFromBrowser(options.browserLanguages);
    this.current = { language, pack: undefined, secondLanguage, packs: [] };
    this.applyToPage();
    this.ready =
      stored !== undefined && !isInterfaceLanguage(stored) && isPackCode(stored)
        ? this.loadPacks().then(() => undefined)
        : Promise.resolve();
  }

  /** The language shown: 'en', 'fr' or a published pack's code. */
  get language(): LanguageCode {
    return this.current.language;
  }

  get state(): LanguageState {
    return this.current;
  }

  /** The locale the page is marked with (`lang`): the pack's own, or en-CA / fr-CA. */
  get locale(): string {
    return localeOf(this.current);
  }

  /** Whether the person has chosen (a first visit is offered the browser's language). */
  get chosen(): boolean {
    return readStored(this.options.storage, languageStorageKey) !== undefined;
  }

  /**
   * Chooses English, French or a published pack. A pack not (or no longer) among the published
   * ones is refused: the page stays as it is.
   */
  choose(language: LanguageCode): void {
    const pack = isInterfaceLanguage(language)
      ? undefined
      : this.current.packs.find((published) => published.code === language);
    if (!isInterfaceLanguage(language) && !pack) return;
    write(this.options.storage, languageStorageKey, language);
    // Moving from English or French to a pack, with no second language chosen yet: the one the
    // person was reading is the one the untranslated messages stay in.
    const secondChosen = isInterfaceLanguage(
      readStored(this.options.storage, secondLanguageStorageKey),
    );
    if (pack && !secondChosen && isInterfaceLanguage(this.current.language)) {
      const secondLanguage = this.current.language;
      write(this.options.storage, secondLanguageStorageKey, secondLanguage);
      this.update({ language, pack, secondLanguage });
      return;
    }
    this.update({ language, pack });
  }

  /** A pack's reader's second language (English or French), remembered beside the choice. */
  chooseSecond(secondLanguage: InterfaceLanguage): void {
    write(this.options.storage, secondLanguageStorageKey, secondLanguage);
    // The page waiting for a stored pack is shown in the second language meanwhile.
    const stored = this.stored();
    const waiting =
      this.current.pack === undefined &&
      stored !== undefined &&
      !isInterfaceLanguage(stored) &&
      isPackCode(stored);
    this.update(waiting ? { secondLanguage, language: secondLanguage } : { secondLanguage });
  }

  /**
   * The published packs, asked for once per page (the chooser asks when first approached, and
   * the page at once when a pack is the stored choice). A failed answer is an empty list: the
   * portal is then in English and French only, and a later call asks again.
   */
  loadPacks(): Promise<readonly PublishedLanguagePack[]> {
    const load = this.options.loadPacks;
    if (!load) return Promise.resolve([]);
    this.packsAsked ??= load().then(
      (packs) => {
        this.takePacks(packs);
        return packs;
      },
      () => {
        this.packsAsked = undefined;
        this.takePacks([]);
        return [];
      },
    );
    return this.packsAsked;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private takePacks(packs: readonly PublishedLanguagePack[]): void {
    const stored = this.stored();
    if (stored === undefined || isInterfaceLanguage(stored)) {
      this.update({ packs });
      return;
    }
    // The stored pack, if still published; otherwise (withdrawn) the second language.
    const pack = packs.find((published) => published.code === stored);
    this.update(
      pack
        ? { packs, pack, language: pack.code }
        : { packs, pack: undefined, language: this.current.secondLanguage },
    );
  }

  private stored(): string | undefined {
    return readStored(this.options.storage, languageStorageKey);
  }

  private update(change: Partial<LanguageState>): void {
    const next = { ...this.current, ...change };
    if (next.language !== next.pack?.code) next.pack = undefined;
    const same = (Object.keys(next) as (keyof LanguageState)[]).every(
      (key) => next[key] === this.current[key],
    );
    if (same) return;
    this.current = next;
    this.applyToPage();
    for (const listener of this.listeners) listener();
  }

  private applyToPage(): void {
    // The direction stays ltr: syllabics and the Latin spellings are written left to right.
    if (this.options.root) this.options.root.lang = localeOf(this.current);
  }
}

function localeOf(state: LanguageState): string {
  if (state.pack) return state.pack.locale;
  return isInterfaceLanguage(state.language)
    ? interfaceLanguages[state.language].locale
    : interfaceLanguages[state.secondLanguage].locale;
}

/**
 * Whether a stored value has the shape of a pack's code (`crk`, `crk-cans`); whether it is one is
 * for the published packs to say. (Not the contract's pattern: web-kit takes no values from the
 * contract but its zod-free http entry.)
 */
function isPackCode(value: string): boolean {
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,2}$/.test(value);
}

function readStored(storage: Pick<Storage, 'getItem'>, key: string): string | undefined {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Pick<Storage, 'setItem'>, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or refused (a private window): the choice holds for this page.
  }
}

export { defaultLanguage };
