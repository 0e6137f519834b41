import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/web-kit/router';
import { decideRouteAccess, type PortalRoute } from '@portal/contract';
import { loginPathReturningTo, useSession } from '@portal/web-kit';
import { useRouteTitle } from '../app/route-titles.js';
import { CheckingSignIn } from './checking-sign-in.js';

/**
 * The route guard of spec §6, around every route. It decides before `children` render, so
 * a remote whose page the visitor may not see is never downloaded.
 * - signed out: to /login, remembering this page in `?next=` (see navigation/return-path in
 *   web-kit), so that the login's full page load brings the visitor back;
 * - wrong role or missing flag: to /staff-dashboard (staff) or /user-dashboard (anyone else);
 * - an admin passes every guard.
 * While a stored session is still being checked (status 'restoring'), a route the stored user
 * may open is shown at once: its page and its data then load side by side with the check
 * instead of after it (one round trip less on every cold visit; 150 ms on a rural link). The
 * services decide on every call anyway: a refused token signs out, and the guard then sends the
 * visitor to /login. A route the stored user may not open waits for the check (a role changed
 * meanwhile may allow it), so no remote is fetched for a visitor it would turn away.
 */
export function RouteGuard({ route, children }: { route: PortalRoute; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const title = useRouteTitle(route);
  if (!route.access.signedIn) return children;

  const caller = session.status === 'signed-out' ? undefined : (session.user ?? undefined);
  const decision = decideRouteAccess(route.access, caller);
  if (session.status === 'restoring' && decision.kind !== 'allow') {
    return <CheckingSignIn title={title} />;
  }
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'sign-in':
      return <Navigate to={loginPathReturningTo(pathname + search + hash)} replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
