import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, as on the CI machine. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not installed at ${executablePath}: run "apt-get install -y chromium" (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
