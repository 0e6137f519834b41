import { lazyPage, type RemotePages } from '@portal/web-kit';
import { AdminDashboardPage } from './pages/admin-dashboard/admin-dashboard-page.js';

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-admin (`routesOwnedBy('mf-admin')`), keyed by its path pattern. The shell mounts each
 * inside its own route.
 */
const pages: RemotePages = {
  '/admin-dashboard': AdminDashboardPage,
  // Its own chunk: CryptoJS (to decrypt the user list) is downloaded only for this page.
  '/edit-users': lazyPage(
    'Edit Users',
    () => import('./features/users/edit-users/edit-users-page.js'),
  ),
  '/admin/notifications': lazyPage(
    'Notification Emails',
    () =>
      import(
        /* webpackChunkName: "page-admin-notifications" */ './features/notifications/notification-emails-page.js'
      ),
  ),
};

export default pages;
