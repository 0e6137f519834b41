// The build's entry for drawing this remote's pages ahead of time: bundled for Node by the
// production build (rspack.config.ts, @portal/rspack-config's prerender build), which writes the
// markup to dist/prerendered for the gateway to put in the shell's page
// (shell/src/prerender/member-page.ts).
import { createElement } from 'react';
import { drawnRemotePages } from './draw-page.js';
import { UserDashboardPage } from '../user-dashboard/user-dashboard-page.js';

/** The remote's pages the build draws: the same for every member, but for the name. */
const drawnPages = { '/user-dashboard': () => createElement(UserDashboardPage) };

/** Every drawn page's markup (the template is the shell's business: a remote has none). */
export function prerenderPages(): Promise<
  { route: string; html: string; inlineScripts: string[] }[]
> {
  return drawnRemotePages(drawnPages);
}
