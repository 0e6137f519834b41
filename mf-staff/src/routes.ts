import { routesOwnedBy } from '@portal/contract';
import type { RemotePages } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { placeholderPage } from './pages/placeholder-page.js';
import { StaffDashboardPage } from './staff-dashboard/staff-dashboard-page.js';

/** The screens built so far; every other route of this remote shows a placeholder. */
export const builtPages: Readonly<Record<string, ComponentType>> = {
  '/staff-dashboard': StaffDashboardPage,
};

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-staff, keyed by its path pattern. The shell mounts each inside its own route.
 */
const pages: RemotePages = Object.fromEntries(
  routesOwnedBy('mf-staff').map((route) => [
    route.path,
    builtPages[route.path] ?? placeholderPage(route.title),
  ]),
);

export default pages;
