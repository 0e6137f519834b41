import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the grant specs keep a picture of each screen, for a person to look at. */
export const grantShotsDir = process.env.GRANT_SHOTS_DIR ?? '/tmp/grant-shots';

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

/** True when the page scrolls sideways at its current width (it should not, down to 390 px). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
