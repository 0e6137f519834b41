import { myDraftsPath } from '../features/applications/api/drafts.js';
import { myApplicationsPath } from '../features/applications/api/get-my-applications.js';
import { availableGrantsPath } from '../features/grants/api/get-available-grants.js';
import pages from '../routes.js';
import { drawPage } from './draw-page.js';

/**
 * The member's pages the gateway draws on request with the member's own data (its data pages,
 * gateway/src/web/data-pages.ts), and the GET calls each page makes as it opens, whose answers
 * it is drawn from: `/apply-grant`, whose content (the grant cards with Apply Now) is data. The
 * gateway asks them with the member's token (the page-session cookie); a call it could not get
 * an answer to draws as loading, and the app asks it again in the browser.
 */
export const dataPageCalls: Readonly<Record<string, readonly string[]>> = {
  '/apply-grant': [availableGrantsPath, myApplicationsPath, myDraftsPath],
};

/** `route`'s page drawn with `answers` (GET path → its JSON answer): markup for the shell's slot. */
export async function drawDataPage(
  route: string,
  answers: ReadonlyMap<string, unknown>,
): Promise<string> {
  const page = pages[route];
  if (!page || !dataPageCalls[route]) throw new Error(`mf-member draws no data page for ${route}`);
  return drawPage({ route, page }, answers);
}
