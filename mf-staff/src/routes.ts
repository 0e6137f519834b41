import { routesOwnedBy } from '@portal/contract/access';
import { lazyPage, remotePages, type RemotePages } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { GrantDetailPage } from './features/grants/grant-detail/grant-detail-page.js';
import { GrantListPage } from './features/grants/grant-list/grant-list-page.js';
import { QuickAddGrantPage } from './features/grants/quick-add/quick-add-grant-page.js';
import { StaffDashboardPage } from './pages/staff-dashboard/staff-dashboard-page.js';

/** The screens built so far; every other route of this remote shows a placeholder. */
const builtPages: Readonly<Record<string, ComponentType>> = {
  '/staff-dashboard': StaffDashboardPage,
  '/grants': GrantListPage,
  '/grants/:id': GrantDetailPage,
  '/quick-add-grant': QuickAddGrantPage,
  // The grant builder is a chunk of its own (with its stylesheet), downloaded when first shown.
  '/create-grant': lazyPage(
    'Create New Grant',
    () => import('./features/grants/create-grant/create-grant-page.js'),
  ),
  '/grants/:id/edit': lazyPage(
    'Edit Grant',
    () => import('./features/grants/edit-grant/edit-grant-page.js'),
  ),
  // The application, education and file pages too: the staff dashboard, the first page staff
  // see, does not download them.
  '/applications': lazyPage(
    'Applications',
    () => import('./features/applications/application-list/application-list-page.js'),
  ),
  '/admin/applications/:id': lazyPage(
    'Review Application',
    () => import('./features/applications/application-review/application-review-page.js'),
  ),
  '/education-dashboard': lazyPage(
    'Education Portal',
    () => import('./pages/education-dashboard/education-dashboard-page.js'),
  ),
  '/education': lazyPage(
    'Education',
    () => import('./pages/education-dashboard/education-page.js'),
  ),
  '/file-manager': lazyPage(
    'File Manager',
    () => import('./features/files/file-manager/file-manager-page.js'),
  ),
};

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-staff, keyed by its path pattern. The shell mounts each inside its own route.
 */
const pages: RemotePages = remotePages(routesOwnedBy('mf-staff'), builtPages, {
  area: 'staff',
  remote: 'mf-staff',
});

export default pages;
