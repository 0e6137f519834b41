import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the identity specs keep a picture of each screen, for a person to look at. */
export const identityShotsDir = process.env.IDENTITY_SHOTS_DIR ?? '/tmp/identity-shots';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(identityShotsDir, { recursive: true });
  await page.screenshot({ path: path.join(identityShotsDir, `${name}.png`), fullPage: true });
}
