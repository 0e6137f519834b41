import { lazyPage, type RemotePages } from '@portal/web-kit';
import { notificationEmailsMessages } from './features/notifications/messages.js';
import { editUsersMessages } from './features/users/edit-users/messages.js';
import { useAdminMessages } from './i18n/admin-messages.js';
import { AdminDashboardPage } from './pages/admin-dashboard/admin-dashboard-page.js';

// The pages' titles in the chosen language, for a page whose code could not be downloaded.
const useEditUsersTitle = () => useAdminMessages().t(editUsersMessages.title);
const useNotificationEmailsTitle = () => useAdminMessages().t(notificationEmailsMessages.title);

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-admin (`routesOwnedBy('mf-admin')`), keyed by its path pattern. The shell mounts each
 * inside its own route.
 */
const pages: RemotePages = {
  '/admin-dashboard': AdminDashboardPage,
  // Its own chunk: CryptoJS (to decrypt the user list) is downloaded only for this page.
  '/edit-users': lazyPage(
    useEditUsersTitle,
    () => import('./features/users/edit-users/edit-users-page.js'),
  ),
  '/admin/notifications': lazyPage(
    useNotificationEmailsTitle,
    () =>
      import(
        /* webpackChunkName: "page-admin-notifications" */ './features/notifications/notification-emails-page.js'
      ),
  ),
  '/admin/languages': lazyPage(
    'Language Packs',
    () =>
      import(
        /* webpackChunkName: "page-admin-languages" */ './features/language-packs/language-packs-page.js'
      ),
  ),
};

export default pages;
