import { matchPortalRouteWithParams } from '@portal/contract/access';
import { applicationCalls, applicationDraftCalls } from '@portal/contract/applications';
import { grantCalls } from '@portal/contract/grants';
import { pathFor } from '@portal/contract/http';
import { notificationCalls } from '@portal/contract/notifications';
import { userCalls } from '@portal/contract/users';

type Params = Readonly<Record<string, string>>;

/**
 * The GET calls each member route makes as it opens (its pages' `useQuery`s), path and query
 * exactly as the page sends them. The same for every member: who is asking is in the token.
 * A call listed here that a page no longer makes costs one unused answer; a call a page makes
 * that is not listed is sent by the page as before. `e2e/browser/early-data.spec.ts` checks that
 * each route's calls are sent once, before the route's code has arrived.
 */
const routeData: Readonly<Record<string, (params: Params) => string[]>> = {
  // ContinueDrafts
  '/user-dashboard': () => [pathFor(applicationDraftCalls.list)],
  '/apply-grant': () => [
    pathFor(grantCalls.available),
    pathFor(applicationCalls.list, {}, { userOnly: 'true' }),
    pathFor(applicationDraftCalls.list),
  ],
  // The grant, and the member's draft of it (the list first).
  '/apply-grant/:id': ({ id = '' }) => [
    pathFor(grantCalls.get, { id }),
    pathFor(applicationDraftCalls.list),
  ],
  '/my-applications': () => [
    pathFor(applicationCalls.list, {}, { userOnly: 'true' }),
    pathFor(applicationDraftCalls.list),
  ],
  '/applications/:id': ({ id = '' }) => [pathFor(applicationCalls.get, { id })],
};

/**
 * Every page of a signed-in member checks the stored token (`restoreSession`) and shows the
 * bell's count.
 */
const signedInData = () => [pathFor(userCalls.me), pathFor(notificationCalls.unreadCount)];

/** The GET calls the page at `pathname` will make first; none for a public page. */
export function earlyRequestsFor(pathname: string): string[] {
  const match = matchPortalRouteWithParams(pathname);
  if (!match?.route.access.signedIn) return [];
  const data = routeData[match.route.path];
  return [...signedInData(), ...(data ? data(match.params) : [])];
}
