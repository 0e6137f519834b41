import { pathFor } from '@portal/contract/http';
import type { PublishedLanguagePack } from '@portal/contract/languages';
import { publicLanguagePackCalls as calls } from './language-pack-calls.js';

/** The page's own font stack (portal-base.css), after a pack's font. */
const baseFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

const loadedFonts = new Set<string>();

/**
 * A syllabics pack's font (Noto Sans Canadian Aboriginal, subset to the pack's characters, served
 * by the portal): loaded once, when the pack is chosen, and put first in the font stack of the
 * passages in the pack's language only (`:lang(<locale>)`), so English and French text keeps the
 * system's fonts and nothing is downloaded for them. A font that fails to load leaves the
 * system's fonts (which have syllabics on most systems).
 */
export function loadPackFont(
  pack: Pick<PublishedLanguagePack, 'code' | 'locale' | 'script' | 'version'> & { font?: boolean },
  page: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (pack.script !== 'Cans' || pack.font === false || !page) return;
  const key = `${pack.code}@${pack.version}`;
  if (loadedFonts.has(key)) return;
  loadedFonts.add(key);
  const family = `portal-pack-${pack.code}-${pack.version}`;
  const url = pathFor(calls.font, { code: pack.code }, { version: pack.version });
  const style = page.createElement('style');
  style.dataset['languagePackFont'] = pack.code;
  style.textContent =
    `@font-face { font-family: '${family}'; src: url('${url}') format('woff2'); font-display: swap; }\n` +
    `:lang(${cssIdentifier(pack.locale)}) { font-family: '${family}', ${baseFontStack}; }`;
  page.head.append(style);
  // Asked at once (not when the first syllable is painted), so the page redraws only once.
  const fonts = (page as { fonts?: FontFaceSet }).fonts;
  void fonts?.load(`1em '${family}'`).catch(() => undefined);
}

/** A locale as a `:lang()` argument: letters, digits and hyphens only (the contract's tags). */
function cssIdentifier(locale: string): string {
  return locale.replace(/[^A-Za-z0-9-]/g, '');
}
