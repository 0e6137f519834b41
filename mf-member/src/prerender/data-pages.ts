import { matchPortalRouteWithParams } from '@portal/contract/access';
import type { RemoteServerEntry } from '@portal/page-drawing/remote-entry';
import type { DrawnAnswers } from '@portal/web-kit';
import { myDraftsPath } from '../features/applications/api/drafts.js';
import { uploadLimitsPath } from '../features/applications/api/upload-limits.js';
import { myApplicationsPath } from '../features/applications/api/get-my-applications.js';
import { serverDraftCalls } from '../features/applications/api/load-server-draft.js';
import { grantPath } from '../shared/api/get-grant.js';
import { availableGrantsPath } from '../features/grants/api/get-available-grants.js';
import pages from '../routes.js';
import { drawPage } from './draw-page.js';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * The member's pages the gateway draws on request with the member's own data (its data pages,
 * @portal/page-drawing's DataPages), and the GET calls each page makes as it opens, whose answers
 * it is drawn from. A page whose calls follow one another (the draft after the list of drafts)
 * names the next ones once `answers` hold the first.
 * - `/apply-grant`: the grant cards with Apply Now;
 * - `/apply-grant/{id}`: the application form, with the member's draft saved on the portal (or,
 *   when they have applied to a grant that takes one application per member, their application)
 *   and the largest file it takes (the file questions' hint says it).
 */
const dataPages: Readonly<Record<string, (params: Params, answers: DrawnAnswers) => string[]>> = {
  '/apply-grant': () => [availableGrantsPath, myApplicationsPath, myDraftsPath],
  '/apply-grant/:id': ({ id = '' }, answers) => [
    grantPath(id),
    myApplicationsPath,
    ...serverDraftCalls(id, answers),
    uploadLimitsPath,
  ],
};

/**
 * The GET calls the page at `address` makes, as far as `answers` (path → JSON answer) tell;
 * undefined when it is not a data page. The gateway asks the calls not yet answered, and asks
 * again until every call named has been asked. A call it could not get an answer to draws as
 * loading, and the app asks it again in the browser.
 */
export const dataPageCalls: RemoteServerEntry['dataPageCalls'] = (address, answers) => {
  const match = matchPortalRouteWithParams(address);
  const calls = match && dataPages[match.route.path];
  return match && calls ? calls(match.params, answers) : undefined;
};

/** The page at `address` drawn with `answers`: markup for the shell's slot. */
export const drawDataPage: RemoteServerEntry['drawDataPage'] = async (address, answers) => {
  const route = matchPortalRouteWithParams(address)?.route.path;
  const page = route === undefined ? undefined : pages[route];
  if (!route || !page || !dataPages[route])
    throw new Error(`mf-member draws no data page for ${address}`);
  return drawPage({ route, page }, answers, address);
};
