import type { LoginResponse } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { desktopViewport } from './grant-screenshots.js';
import { PortalProcess, testAdmin } from './portal-process.js';
import { signInThroughApi, useSessionInBrowser } from './sessions.js';

export interface WindowOptions {
  /**
   * Lets the test add scripts of its own (`page.addScriptTag`, which inlines them) although the
   * portal's Content-Security-Policy allows scripts from its own origin only.
   */
  bypassCSP?: boolean;
  /** The person's "reduce motion" setting, as the operating system would pass it on. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** The browser's language, which sets how a date field is typed in (month first in en-US). */
  locale?: string;
}

export interface BrowserSuite {
  /** The built portal, started for this describe block. */
  readonly portal: PortalProcess;
  /** The portal's first admin, signed in. */
  readonly admin: LoginResponse;
  /**
   * A browser window of its own (its own storage) signed in as `session`, or signed out when
   * `session` is undefined; closed after the test.
   */
  windowFor(
    session: LoginResponse | undefined,
    viewport?: { width: number; height: number },
    options?: WindowOptions,
  ): Promise<Page>;
}

/**
 * What every browser spec needs, set up by the describe block that calls it: a portal started
 * through the launcher on a free port and a temporary DATA_DIR, Debian's Chromium, the admin's
 * session, and windows that are closed after each test. `env` adds launcher variables.
 */
export function browserSuite(options: { env?: Record<string, string> } = {}): BrowserSuite {
  let portal: PortalProcess | undefined;
  let browser: Browser | undefined;
  let admin: LoginResponse | undefined;
  const pages: Page[] = [];

  beforeAll(async () => {
    portal = await PortalProcess.start(options.env);
    browser = await launchChromium();
    admin = await signInThroughApi(portal.url, testAdmin.email, testAdmin.password);
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.destroy();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser suite has not started (beforeAll)');
    return value;
  };

  return {
    get portal() {
      return started(portal);
    },
    get admin() {
      return started(admin);
    },
    async windowFor(session, viewport = desktopViewport, options = {}) {
      const page = await started(browser).newPage({
        viewport,
        bypassCSP: options.bypassCSP,
        reducedMotion: options.reducedMotion,
        locale: options.locale,
      });
      pages.push(page);
      if (session) await useSessionInBrowser(page, session);
      return page;
    },
  };
}
