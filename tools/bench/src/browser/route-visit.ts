import type { BrowserContext, Page } from 'playwright-core';
import type { MemberRoute } from './member-routes.js';

/**
 * The slow link: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Chromium's
 * throttling, per page, through the DevTools protocol).
 */
export const slowFourG = {
  latency: 150,
  downloadThroughput: Math.floor(1_600_000 / 8),
  uploadThroughput: Math.floor(750_000 / 8),
};

/** What one visit of a route measured. */
export interface RouteVisit {
  /** Largest contentful paint, ms after navigation began. */
  lcpMs: number;
  /**
   * When the route's main control was visible and enabled, ms after navigation began: laid out
   * and enabled, and the page painted.
   */
  usableMs: number;
  /**
   * When the app had taken the page over (its first render committed: the shell's
   * `portal-started` mark), ms after navigation began. On a page drawn at build time the control
   * is usable from the HTML, before this.
   */
  startedMs: number;
  /** JavaScript that came over the network, by address: bytes as sent (compressed). */
  scripts: Map<string, number>;
}

/**
 * Records every largest-contentful-paint candidate in the page, from its first moment: the last
 * one before the measurement is read is the LCP (it is final once the page is usable and idle).
 */
const recordLargestPaint = () => {
  const paints: number[] = [];
  (window as unknown as { portalBenchPaints: number[] }).portalBenchPaints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/**
 * Records, from the page's first moment, the first frame in which the route's main control is
 * laid out and enabled (in the page itself: polling from outside would add its own delay).
 */
const recordControlReady = (selector: string) => {
  const check = () => {
    const control = document.querySelector<HTMLElement>(selector);
    const box = control?.getBoundingClientRect();
    if (control && !control.hasAttribute('disabled') && box && box.width > 0 && box.height > 0) {
      (window as unknown as { portalBenchControlReady: number }).portalBenchControlReady =
        performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** Prepares a browser context for visits: the LCP recorder in every page it opens. */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordLargestPaint);
}

/** A page of `context` on the slow link, its cache on or off. */
export async function slowPage(context: BrowserContext, cache: boolean): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slowFourG });
  return page;
}

/** Opens `route` in `page` and measures it: LCP, usable time, and the JavaScript it fetched. */
export async function visitRoute(
  page: Page,
  baseUrl: string,
  route: MemberRoute,
): Promise<RouteVisit> {
  const scripts = new Map<string, number>();
  const onResponse = (response: import('playwright-core').Response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    void request
      .sizes()
      .then((sizes) => scripts.set(new URL(request.url()).pathname, sizes.responseBodySize))
      .catch(() => undefined);
  };
  page.on('response', onResponse);
  try {
    await page.addInitScript(recordControlReady, route.mainControl);
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit' });
    const usable = await page.waitForFunction(
      () => {
        const ready = (window as unknown as { portalBenchControlReady?: number })
          .portalBenchControlReady;
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
        // A control in the HTML itself is laid out before the stylesheet has arrived, but nobody
        // sees it until the page is first painted: usable is never before the first paint.
        return ready !== undefined && firstPaint ? Math.max(ready, firstPaint.startTime) : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const usableMs = (await usable.jsonValue()) as number;
    // Let the page settle (the last chunks, the last paint) before reading what it did.
    await page.waitForLoadState('networkidle');
    const { lcpMs, startedMs } = await page.evaluate(() => {
      const paints = (window as unknown as { portalBenchPaints?: number[] }).portalBenchPaints;
      const started = performance.getEntriesByName('portal-started')[0];
      return { lcpMs: paints?.at(-1) ?? Number.NaN, startedMs: started?.startTime ?? Number.NaN };
    });
    return { lcpMs, usableMs, startedMs, scripts };
  } finally {
    page.off('response', onResponse);
  }
}
