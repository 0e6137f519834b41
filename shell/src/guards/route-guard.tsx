import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideRouteAccess, type PortalRoute } from '@portal/contract';
import { loginPathReturningTo, useSession } from '@portal/web-kit';
import { CheckingSignIn } from './checking-sign-in.js';

/**
 * The route guard of spec §6, around every route. It decides before `children` render, so
 * a remote whose page the visitor may not see is never downloaded.
 * - signed out: to /login, remembering this page in `?next=` (see navigation/return-path in
 *   web-kit), so that the login's full page load brings the visitor back;
 * - wrong role or missing flag: to /staff-dashboard (staff) or /user-dashboard (anyone else);
 * - an admin passes every guard.
 * While a stored session is still being checked (status 'restoring') it waits.
 */
export function RouteGuard({ route, children }: { route: PortalRoute; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!route.access.signedIn) return children;
  if (session.status === 'restoring') return <CheckingSignIn title={route.title} />;

  const caller = session.status === 'signed-in' ? (session.user ?? undefined) : undefined;
  const decision = decideRouteAccess(route.access, caller);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'sign-in':
      return <Navigate to={loginPathReturningTo(pathname + search + hash)} replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
