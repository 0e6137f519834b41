import { routesOwnedBy } from '@portal/contract';
import { remotePages, type RemotePages } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { UserDashboardPage } from './user-dashboard/user-dashboard-page.js';

/** The screens built so far; every other route of this remote shows a placeholder. */
const builtPages: Readonly<Record<string, ComponentType>> = {
  '/user-dashboard': UserDashboardPage,
};

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-member, keyed by its path pattern. The shell mounts each inside its own route.
 */
const pages: RemotePages = remotePages(routesOwnedBy('mf-member'), builtPages, {
  area: 'Member area',
  remote: 'mf-member',
});

export default pages;
