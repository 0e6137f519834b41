import { Navigate, Route, Routes } from '@portal/web-kit/router';
import { portalRoutes } from '@portal/contract/access';
import { RouteScreen } from './route-screen.js';

/** Every route of the spec's table; any other path redirects to `/` (spec §2). */
export function PortalRoutes() {
  return (
    <Routes>
      {portalRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
