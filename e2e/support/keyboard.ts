import type { Locator, Page } from 'playwright-core';

/** What the portal's pages are called in the browser tab: `{route title} – {portal}`. */
export const portalName = 'Education Grants Portal';

/** The element that has focus, as a person would name it: `tag "text" #id`. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page itself (body)';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    const id = element.id ? ` #${element.id}` : '';
    return `${element.tagName.toLowerCase()}${type} "${text}"${id}`;
  });
}

export interface FocusLook {
  /** What has focus (see `describeFocus`). */
  focused: string;
  /** Its computed outline and box-shadow, to name what is drawn when the check fails. */
  drawn: string;
  /** A ring or shadow drawn for focus: an outline at least 2px wide, or a box-shadow. */
  indicator: boolean;
  /** Drawn at all: a size, inside the viewport (the browser scrolls focus into view). */
  onScreen: boolean;
}

/**
 * How the focused element looks now. A keyboard user must always see where they are: a
 * visible outline (or shadow) on an element that is on screen.
 */
export async function focusLook(page: Page): Promise<FocusLook> {
  const look = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { drawn: 'nothing', indicator: false, onScreen: false };
    }
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== 'transparent' &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const shadow = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const onScreen =
      box.width >= 1 &&
      box.height >= 1 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    return {
      drawn: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
      indicator: outline || shadow,
      onScreen,
    };
  });
  return { focused: await describeFocus(page), ...look };
}

/** Fails, naming the element, unless the focused element shows where focus is. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const look = await focusLook(page);
  expect(look).toEqual({ ...look, indicator: true, onScreen: true });
}

/** True when `target` (which must be in the page) has focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at every stop on
 * the way that focus is visible. Fails after `most` presses, naming where focus was.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, most = 60 }: { backwards?: boolean; most?: number } = {},
): Promise<number> {
  await target.waitFor();
  const stops: string[] = [];
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await hasFocus(target)) return presses;
    stops.push(await describeFocus(page));
  }
  throw new Error(
    `${most} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}; focus went to:\n  ${stops.join('\n  ')}`,
  );
}

/**
 * After a navigation inside the page (no new document): the address is `path`, the tab reads
 * `{title} – Education Grants Portal`, and focus is on the new page's `<h1>` (named `heading`),
 * shown with a focus ring, so a screen reader reads where the member arrived.
 */
export async function expectArrivedAt(
  page: Page,
  { path, title, heading }: { path: string | RegExp; title: string; heading: string | RegExp },
): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
  );
  await page.waitForFunction((expected) => document.title === expected, `${title} – ${portalName}`);
  const h1 = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
  await h1.waitFor();
  // The page's own heading replaces the loading one once its code and data are in: focus follows.
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'H1' && document.activeElement.closest('main'),
  );
  expect(await hasFocus(h1)).toBe(true);
  await expectVisibleFocus(page);
}

/**
 * After a full page load (a new document: sign-in and sign-out load the next page in full), the
 * tab names the page and the first Tab reaches the skip link, shown on screen; Enter on it moves
 * focus to the page's `<main>`.
 */
export async function expectFreshPage(
  page: Page,
  { path, title }: { path: string; title: string },
): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction((expected) => document.title === expected, `${title} – ${portalName}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await useSkipLink(page);
}

/**
 * From the top of a page: Tab reaches "Skip to main content" first, which is then visible on
 * screen (not only focused) with a focus ring; Enter moves focus to `<main>`.
 */
export async function useSkipLink(page: Page): Promise<void> {
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await page.keyboard.press('Tab');
  expect(await describeFocus(page)).toMatch(/^a "Skip to main content"/);
  await expectVisibleFocus(page);
  // Seen, not only focused: the element drawn at its centre is the link itself.
  expect(
    await skipLink.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return drawn === link || link.contains(drawn);
    }),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
  await expectVisibleFocus(page);
}

/** The text of the elements a control's `aria-describedby` names, in order. */
export function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`)
      .join(' '),
  );
}
