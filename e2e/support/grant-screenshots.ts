import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the grant specs keep a picture of each screen, for a person to look at. */
export const grantShotsDir = process.env.GRANT_SHOTS_DIR ?? '/tmp/grant-shots';

export const desktopViewport = { width: 1280, height: 900 };
export const phoneViewport = { width: 390, height: 844 };

/**
 * A full-page picture of the page at `width` CSS pixels (1280: a desk; 390: a phone), named
 * `<name>-<width>.png`. The viewport is left at that width.
 */
export async function saveGrantScreenshot(
  page: Page,
  name: string,
  width: number,
): Promise<string> {
  await mkdir(grantShotsDir, { recursive: true });
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width, height });
  const file = path.join(grantShotsDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A picture at a desk's width and at a phone's, then back to the desk. */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  await saveGrantScreenshot(page, name, desktopViewport.width);
  await page.setViewportSize(phoneViewport);
  await saveGrantScreenshot(page, name, phoneViewport.width);
  await page.setViewportSize(desktopViewport);
}

/** True when the page scrolls sideways at its current width (it should not, down to 390 px). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/**
 * The elements whose right edge passes the page's, as `tag.class`: what to name when the page
 * scrolls sideways. An element inside a box that scrolls or clips sideways within the page (the
 * phone header's row of links) does not widen the page, and is not named.
 */
export function widerThanPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const keptInsideTheEdge = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible')
          return box.getBoundingClientRect().right <= edge + 0.5;
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > edge + 0.5 && !keptInsideTheEdge(element),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/**
 * Tables that scroll sideways in their own box ("with the row's name kept in view"):
 * each one that overflows is scrolled to its far end, and the caption of any whose row names
 * (the row headers) or caption text then leave the box is answered. Scrolled back after.
 */
/**
 * Tables that become stacked rows on a phone and still scroll sideways inside their box (a cell
 * wider than the card), by caption: each must fit the width it is given.
 */
export function stackedTablesScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.table-scroll.table-stack-narrow'))
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map((region) => region.querySelector('caption')?.textContent?.trim() ?? '(no caption)'),
  );
}

export function rowNamesOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden: string[] = [];
    // Tables that turn into stacked rows on a phone (`table-stack-narrow`) are not meant to scroll.
    const scrolling = document.querySelectorAll<HTMLElement>(
      '.table-scroll:not(.table-stack-narrow)',
    );
    for (const region of Array.from(scrolling)) {
      if (region.scrollWidth <= region.clientWidth) continue;
      const before = region.scrollLeft;
      region.scrollLeft = region.scrollWidth;
      const box = region.getBoundingClientRect();
      const names = Array.from(
        // A caption for screen readers only (visually hidden) is not in view by design.
        region.querySelectorAll<HTMLElement>(
          'tbody th[scope="row"], caption:not(.visually-hidden) > *',
        ),
      );
      const outside = names.filter((name) => {
        const rect = name.getBoundingClientRect();
        return rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
      });
      if (outside.length > 0)
        hidden.push(region.querySelector('caption')?.textContent?.trim() ?? '(no caption)');
      region.scrollLeft = before;
    }
    return hidden;
  });
}
