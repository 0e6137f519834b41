import type { Page } from 'playwright-core';

/** Where the browser keeps the chosen language (web-kit's LanguageChoice). */
export const languageStorageKey = 'portal-language';

/** The languages every route is checked in: the pseudo-language finds words left outside. */
export const checkedLanguages = [
  { language: 'fr', locale: 'fr-CA' },
  { language: 'en-XA', locale: 'en-XA' },
] as const;

/** Chooses `language` on this device and loads the page again in it. */
export async function reloadIn(page: Page, language: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    languageStorageKey,
    language,
  ] as const);
  await page.reload();
}

/** The plain English words a data value holds: a member's name, a grant's title, an answer. */
export function wordsOf(...values: unknown[]): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const word of value.match(/[A-Za-z]{3,}/g) ?? []) words.add(word);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return words;
}

/**
 * Words on the page in the pseudo-language that came from outside the catalogues: a plain
 * English word of three letters or more, outside a ⟦…⟧ message, that is not in the page's data
 * (`dataWords`). Text, labels read to screen readers, placeholders and the page's title count.
 * Answered as `word (in "text")`, each once.
 */
export function untranslatedWords(page: Page, dataWords: Set<string>): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const found = new Set<string>();
      const check = (text: string | null | undefined) => {
        if (!text) return;
        const outside = text.replace(/⟦[^⟧]*⟧?/g, ' ');
        // A token with a digit in it is data (a card number, an id), not a sentence's word.
        const words = outside.split(/\s+/).filter((token) => !/\d/.test(token));
        for (const word of words.join(' ').match(/[A-Za-z]{3,}/g) ?? []) {
          if (!allowed.includes(word)) found.add(`${word} (in "${text.trim().slice(0, 60)}")`);
        }
      };
      // Text marked as another language (a language's own name in the chooser, the English
      // beside a message in the pack editor) is meant to be in that language.
      const pageLanguage = document.documentElement.lang;
      const inOtherLanguage = (element: Element) =>
        element.closest('[lang]')?.getAttribute('lang') !== pageLanguage;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, [hidden]')) continue;
        if (inOtherLanguage(parent)) continue;
        check(node.textContent);
      }
      for (const element of Array.from(
        document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
      )) {
        if (inOtherLanguage(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          check(element.getAttribute(name));
        }
      }
      check(document.title);
      return [...found];
    },
    [...dataWords],
  );
}

/**
 * Text cut off by its box: an element holding a ⟦…⟧ message whose text is wider than the box it
 * is clipped to (overflow hidden or an ellipsis), or a message whose closing ⟧ is not on the page.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!own.includes('⟦')) continue;
      // Words kept for screen readers only sit in a 1-pixel box on purpose.
      if (element.closest('.visually-hidden') || element.getBoundingClientRect().width <= 1)
        continue;
      const style = getComputedStyle(element);
      const clips =
        style.overflowX !== 'visible' ||
        style.textOverflow === 'ellipsis' ||
        style.overflow === 'hidden';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        clipped.push(`${element.tagName.toLowerCase()}: ${own.trim().slice(0, 60)}`);
      }
    }
    return clipped;
  });
}
