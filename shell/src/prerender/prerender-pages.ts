// The build's entry for drawing pages ahead of time: bundled for Node by the shell's build
// (rspack.config.ts, @portal/rspack-config's prerender build), which then calls prerenderPages
// with the built index.html and writes the pages beside it for the gateway.
import { matchPortalRoute } from '@portal/contract';
import { documentTitle } from '../layout/use-document-title.js';
import { earlySubmitHoldScript } from './early-submit-hold.js';
import { pageWithRouteMarkup } from './page-html.js';
import { prerenderedRoutes } from './prerendered-routes.js';
import { renderRouteMarkup } from './render-route.js';

/**
 * A page drawn by the build: its route, the whole HTML page to send for it, and the text of each
 * inline script in it (the build writes their hashes for the gateway's Content-Security-Policy).
 */
export interface PrerenderedPage {
  route: string;
  html: string;
  inlineScripts: string[];
}

/** Every pre-rendered route's page, made from the built page `template` (index.html). */
export async function prerenderPages(template: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const route of prerenderedRoutes) {
    const portalRoute = matchPortalRoute(route);
    if (portalRoute?.path !== route) throw new Error(`${route} is not a route of the portal`);
    const markup = await renderRouteMarkup(route);
    pages.push({
      route,
      html: pageWithRouteMarkup(template, {
        path: route,
        title: documentTitle(portalRoute.title),
        markup,
        headScript: earlySubmitHoldScript,
      }),
      inlineScripts: [earlySubmitHoldScript],
    });
  }
  return pages;
}
