// The build's entry for drawing pages ahead of time: bundled for Node by the shell's build
// (rspack.config.ts, @portal/rspack-config's prerender build), which then calls prerenderPages
// with the built index.html and writes the pages beside it for the gateway.
import { matchPortalRoute } from '@portal/contract';
import { createMessageFormatter } from '@portal/messages';
import { routeTitles } from '../app/route-titles.js';
import { documentTitle } from '../layout/use-document-title.js';
import { earlySubmitHoldScript } from './early-submit-hold.js';
import { drawnSessionStore } from '@portal/web-kit/prerender';
import { memberPageScript, memberPageTemplateId } from './member-page.js';
import { pageWithMemberPage, pageWithRouteMarkup } from './page-html.js';
import { memberDrawnRoutes, prerenderedRoutes } from './prerendered-routes.js';
import { remoteSlots, renderRouteMarkup } from './render-route.js';

/**
 * A page drawn by the build: its route, the whole HTML page to send for it, and the text of each
 * inline script in it (the build writes their hashes for the gateway's Content-Security-Policy).
 */
export interface PrerenderedPage {
  route: string;
  html: string;
  inlineScripts: string[];
}

/**
 * Every pre-rendered route's page, made from the built page `template` (index.html): the public
 * pages, hydrated in the browser, and the member's pages, shown to a member until the app draws
 * them (member-page.ts).
 */
export async function prerenderPages(template: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const route of prerenderedRoutes) {
    const portalRoute = portalRouteAt(route);
    const markup = await renderRouteMarkup(route);
    pages.push({
      route,
      html: pageWithRouteMarkup(template, {
        path: route,
        title: englishTitle(portalRoute),
        markup,
        headScript: earlySubmitHoldScript,
      }),
      inlineScripts: [earlySubmitHoldScript],
    });
  }
  for (const route of memberDrawnRoutes) {
    const portalRoute = portalRouteAt(route);
    const markup = await renderRouteMarkup(route, {
      session: drawnSessionStore(),
      remotes: remoteSlots(),
    });
    pages.push({
      route,
      html: pageWithMemberPage(template, {
        title: englishTitle(portalRoute),
        markup,
        templateId: memberPageTemplateId,
        script: memberPageScript,
      }),
      inlineScripts: [memberPageScript],
    });
  }
  return pages;
}

/** The build draws pages in English, the code's own words: no catalogue. */
const english = createMessageFormatter([]);

function englishTitle(route: { path: string; title: string }): string {
  const title = routeTitles[route.path];
  return documentTitle(title ? english(title) : route.title, english);
}

function portalRouteAt(route: string) {
  const portalRoute = matchPortalRoute(route);
  if (portalRoute?.path !== route) throw new Error(`${route} is not a route of the portal`);
  return portalRoute;
}
