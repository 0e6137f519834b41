// The build's entry for drawing this remote's pages ahead of time: bundled for Node by the
// production build (rspack.config.ts, @portal/rspack-config's prerender build), which writes the
// markup to dist/prerendered for the gateway to put in the shell's page
// (shell/src/prerender/member-page.ts). The bundle itself is kept in dist/server: the gateway
// draws the member's data pages on request with it (data-pages.ts).
import { routesOwnedBy } from '@portal/contract';
import pages from '../routes.js';
import { drawnRemotePages, type DrawnPage } from './draw-page.js';

/**
 * The member's pages the build draws (the contract's routes marked `drawnAhead`, which the shell
 * draws a frame for), as its routes expose them: the dashboard whole (the same for every member
 * but the name), the grants list and the application form as they open, saying that their data
 * is loading (it needs the member's token, which only the browser has).
 */
const drawnRoutes = routesOwnedBy('mf-member')
  .filter((route) => route.drawnAhead)
  .map((route) => route.path);

/** Every drawn page's markup (the template is the shell's business: a remote has none). */
export function prerenderPages(): Promise<
  { route: string; html: string; inlineScripts: string[] }[]
> {
  return drawnRemotePages(
    drawnRoutes.map((route): DrawnPage => {
      const page = pages[route];
      if (!page) throw new Error(`mf-member has no page for ${route}`);
      return { route, page };
    }),
  );
}

// The half of this server entry the gateway imports, typed by @portal/page-drawing/remote-entry's
// RemoteServerEntry: the pages it draws on request with a member's data (data-pages.ts).
export { dataPageCalls, drawDataPage } from './data-pages.js';
