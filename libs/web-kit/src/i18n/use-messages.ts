import type { LanguagePackPart, PublishedLanguagePack } from '@portal/contract/languages';
import {
  createMessageFormatter,
  defaultLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  type Catalogue,
  type FormatMessage,
  type InterfaceLanguage,
} from '@portal/messages';
import { use, useDeferredValue, useSyncExternalStore } from 'react';
import type { LanguageCode, LanguageState } from './language-choice.js';
import { packCode, portalLanguage } from './portal-language.js';

/** How a part loads its catalogue of a language: a chunk of its own, fetched when chosen. */
export type CatalogueLoaders = Partial<
  Record<InterfaceLanguage, () => Promise<{ default: Catalogue }>>
>;

/** What a screen writes its words with. */
export interface Messages {
  /**
   * A message in the chosen language, falling back message by message: for a pack, to the
   * person's second language, then to English.
   */
  t: FormatMessage;
  /** The language shown: 'en', 'fr' or a pack's code. */
  language: LanguageCode;
  /** The locale numbers, money and dates are written in (`en-CA`, `fr-CA`, a pack's own). */
  locale: string;
}

/** A part's hook; `preload` fetches a language's catalogues ahead (before the first render). */
export type MessagesHook = (() => Messages) & {
  preload: (language: LanguageCode) => Promise<void>;
};

/** One catalogue in a formatter's chain, with the locale its messages are written in. */
interface ChainLink {
  locale: string;
  catalogue: Catalogue;
}

/**
 * A part's hook for its words. The chosen language's catalogue is loaded once (a chunk per part
 * and language, so a member never downloads the staff screens' words nor other languages); until
 * it has come the screen stays in the language it was in (React keeps the deferred render), and a
 * catalogue that fails to load leaves the fallback's texts, never keys or an empty screen.
 *
 * A pack (the nation's language) is read from the portal's API, the part's published catalogue
 * of the pack's current version; its messages fall back to the person's second language, then
 * to English. A pack catalogue that fails to load (network, a bad answer) leaves the second
 * language for this page.
 */
export function createMessagesHook(
  part: LanguagePackPart,
  loaders: CatalogueLoaders,
): MessagesHook {
  // English is the code's own text: nothing to load. A loaded catalogue is read without `use`,
  // so a page drawn ahead of time, and every render after the first, never suspends. A failed
  // load is remembered as an empty catalogue for the page (its fallbacks are shown), so a
  // render never asks again in a loop.
  const loaded = new Map<string, Catalogue>([[defaultLanguage, {}]]);
  const loads = new Map<string, Promise<Catalogue>>();
  const load = (key: string, loader: (() => Promise<Catalogue>) | undefined) => {
    const ready = loaded.get(key);
    if (ready) return Promise.resolve(ready);
    if (!loader) return Promise.resolve({});
    let loading = loads.get(key);
    if (!loading) {
      loading = loader().then(
        (catalogue) => catalogue,
        () => ({}),
      );
      loading = loading.then((catalogue) => {
        loaded.set(key, catalogue);
        return catalogue;
      });
      loads.set(key, loading);
    }
    return loading;
  };
  const loadLanguage = (language: InterfaceLanguage) => {
    const loader = loaders[language];
    return load(language, loader && (() => loader().then((module) => module.default)));
  };
  const loadPack = (pack: PublishedLanguagePack) =>
    load(`${pack.code}@${pack.version}`, () =>
      packCode().then((packs) => packs.fetchPackCatalogue(pack, part)),
    );

  /** The catalogues of a state's chain, loaded or being loaded. */
  const chainOf = (state: LanguageState): Promise<ChainLink[]> => {
    const second = state.pack ? state.secondLanguage : undefined;
    const language = isInterfaceLanguage(state.language) ? state.language : state.secondLanguage;
    const links: Promise<ChainLink>[] = [];
    if (state.pack) {
      const { locale } = state.pack;
      links.push(loadPack(state.pack).then((catalogue) => ({ locale, catalogue })));
    }
    const base = second ?? language;
    links.push(
      loadLanguage(base).then((catalogue) => ({
        locale: interfaceLanguages[base].locale,
        catalogue,
      })),
    );
    return Promise.all(links);
  };
  // A chain is kept per language state, so a screen's `t` stays the same between renders.
  const readyChains = new WeakMap<LanguageState, ChainLink[]>();
  const loadedChainOf = (state: LanguageState): ChainLink[] | undefined => {
    const ready = readyChains.get(state);
    if (ready) return ready;
    const base = isInterfaceLanguage(state.language) ? state.language : state.secondLanguage;
    const baseCatalogue = loaded.get(base);
    if (!baseCatalogue) return undefined;
    const chain: ChainLink[] = [
      { locale: interfaceLanguages[base].locale, catalogue: baseCatalogue },
    ];
    if (state.pack) {
      const packCatalogue = loaded.get(`${state.pack.code}@${state.pack.version}`);
      if (!packCatalogue) return undefined;
      chain.unshift({ locale: state.pack.locale, catalogue: packCatalogue });
    }
    readyChains.set(state, chain);
    return chain;
  };
  const chains = new WeakMap<LanguageState, Promise<ChainLink[]>>();
  const chainPromise = (state: LanguageState) => {
    let chain = chains.get(state);
    if (!chain) {
      chain = chainOf(state);
      chains.set(state, chain);
    }
    return chain;
  };

  const preload = async (language: LanguageCode): Promise<void> => {
    const state = portalLanguage().state;
    await chainPromise(
      language === state.language ? state : { ...state, language, pack: undefined },
    );
  };
  // A part's code arrives when one of its pages is visited: its words are asked for at once
  // (once the modules being evaluated are, as web-kit's own words are made while it loads).
  if (typeof window !== 'undefined')
    queueMicrotask(() => void chainPromise(portalLanguage().state));

  const englishState: LanguageState = {
    language: defaultLanguage,
    pack: undefined,
    secondLanguage: defaultLanguage,
    packs: [],
  };
  const useMessages = function useMessages(): Messages {
    const choice = portalLanguage();
    const chosen = useSyncExternalStore(
      choice.subscribe,
      () => choice.state,
      () => englishState,
    );
    const state = useDeferredValue(chosen);
    const chain = loadedChainOf(state) ?? use(chainPromise(state));
    return messagesOf(state, chain);
  };
  // One formatter per language state, shared by every screen of the part: each message is
  // compiled into its formatter once, not once per component.
  const messagesByChain = new WeakMap<ChainLink[], Messages>();
  const messagesOf = (state: LanguageState, chain: ChainLink[]): Messages => {
    let messages = messagesByChain.get(chain);
    if (!messages) {
      const locale = formattingLocale(state, chain);
      messages = { t: createMessageFormatter(chain), language: state.language, locale };
      messagesByChain.set(chain, messages);
    }
    return messages;
  };
  return Object.assign(useMessages, { preload });
}

/**
 * The locale dates and numbers are written in: the pack's own when the browser knows how to
 * write it (Intl), else the second language's, rather than the browser's default.
 */
function formattingLocale(state: LanguageState, chain: readonly ChainLink[]): string {
  const [first, ...rest] = chain;
  if (!first) return interfaceLanguages[defaultLanguage].locale;
  if (state.pack && rest[0] && Intl.DateTimeFormat.supportedLocalesOf(first.locale).length === 0) {
    return rest[0].locale;
  }
  return first.locale;
}
