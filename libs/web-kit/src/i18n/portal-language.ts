import { LanguageChoice } from './language-choice.js';

/**
 * What only a pack's reader needs (the packs' list, a pack's catalogues and font), fetched when
 * first needed: English and French readers never download it.
 */
export const packCode = () =>
  import(/* webpackChunkName: "language-packs" */ './language-packs.js');

let choice: LanguageChoice | undefined;

/**
 * The page's one language choice, shared by the shell and every remote (web-kit is one copy for
 * the whole page). In a page drawn ahead of time (no window) it is English. A syllabics pack's
 * font is loaded when that pack is shown, never for English or French.
 */
export function portalLanguage(): LanguageChoice {
  if (!choice) {
    const browser = typeof window !== 'undefined';
    const created = new LanguageChoice({
      storage: browser ? window.localStorage : { getItem: () => null, setItem: () => undefined },
      browserLanguages: browser ? navigator.languages : [],
      ...(browser
        ? {
            root: document.documentElement,
            loadPacks: () => packCode().then((packs) => packs.fetchPublishedPacks()),
          }
        : {}),
    });
    created.subscribe(() => {
      const { pack } = created.state;
      if (pack) void packCode().then((packs) => packs.loadPackFont(pack));
    });
    choice = created;
  }
  return choice;
}
