import { pageSessionCookie, type LoginResponse } from '@portal/contract';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { percentile } from '../percentile.js';
import { memberRoutes, type MemberRoute } from './member-routes.js';
import { prepareContext, slowPage, visitRoute, type RouteVisit } from './route-visit.js';

/** the budgets for the member's path on the slow link. */
export const routeBudgets = { lcpColdMs: 800, lcpRepeatMs: 300, usableColdMs: 1_200 };

export interface RouteFigures {
  route: MemberRoute;
  cold: { lcpMs: number; usableMs: number; startedMs: number };
  repeat: { lcpMs: number; usableMs: number; startedMs: number };
  /** JavaScript of a cold visit, compressed bytes, and how many files. */
  scriptBytes: number;
  scriptFiles: number;
  /** The cold visit's scripts, by address. */
  scripts: Map<string, number>;
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The member's routes in Chromium on the slow link: each opened `runs` times in a new browser
 * context (an empty cache: a cold visit) and once more in the same context (a repeat visit),
 * signed in where the route needs it. Medians of the runs.
 */
export async function benchMemberRoutes(options: {
  gateway: string;
  member: LoginResponse;
  grantId: string;
  runs?: number;
  /** The language chosen on the device (and on the account): 'en', or 'fr' to fetch French too. */
  language?: 'en' | 'fr';
}): Promise<RouteFigures[]> {
  const language = options.language ?? 'en';
  const runs = options.runs ?? 3;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const figures: RouteFigures[] = [];
    for (const route of memberRoutes(options.grantId)) {
      const cold: RouteVisit[] = [];
      const repeat: RouteVisit[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await newContext(
          browser,
          options.gateway,
          route.signedIn ? options.member : undefined,
          language,
        );
        try {
          cold.push(await visitRoute(await slowPage(context, true), options.gateway, route));
          repeat.push(await visitRoute(await slowPage(context, true), options.gateway, route));
        } finally {
          await context.close();
        }
      }
      const scripts = cold[0]?.scripts ?? new Map<string, number>();
      figures.push({
        route,
        cold: medians(cold),
        repeat: medians(repeat),
        scriptBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
        scriptFiles: scripts.size,
        scripts,
      });
      process.stdout.write(`  ${route.path}: measured\n`);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

async function newContext(
  browser: Browser,
  gateway: string,
  session: LoginResponse | undefined,
  language: 'en' | 'fr',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await prepareContext(context);
  // The language chosen on this device (web-kit's languageStorageKey), as the header's chooser keeps it.
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('portal-language', chosen);
  }, language);
  if (session) {
    // As the portal keeps a session after login (web-kit's session store), the account's
    // language the one chosen.
    await context.addInitScript(
      ({ stored, chosen }) => {
        window.localStorage.setItem('token', stored.token);
        window.localStorage.setItem('encryptionKey', stored.encryptionKey);
        window.localStorage.setItem('user', JSON.stringify({ ...stored.user, language: chosen }));
      },
      { stored: session, chosen: language },
    );
    // And the page-session cookie the store keeps beside them (web-kit, page-session-cookie.ts).
    await context.addCookies([
      {
        name: pageSessionCookie.name,
        value: encodeURIComponent(session.token),
        url: new URL(pageSessionCookie.path, gateway).href,
        sameSite: 'Lax',
      },
    ]);
  }
  return context;
}

function medians(visits: RouteVisit[]) {
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  return {
    lcpMs: median(visits.map((visit) => visit.lcpMs)),
    usableMs: median(visits.map((visit) => visit.usableMs)),
    startedMs: median(visits.map((visit) => visit.startedMs)),
  };
}
