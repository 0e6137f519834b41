import { routesOwnedBy } from '@portal/contract';
import { lazyPage, remotePages, type RemotePages } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { MyApplicationsPage } from './features/applications/my-applications/my-applications-page.js';
import { AvailableGrantsPage } from './pages/apply-grant/available-grants-page.js';
import { UserDashboardPage } from './pages/user-dashboard/user-dashboard-page.js';

/** The screens built so far; every other route of this remote shows a placeholder. */
const builtPages: Readonly<Record<string, ComponentType>> = {
  '/user-dashboard': UserDashboardPage,
  '/apply-grant': AvailableGrantsPage,
  // The form (seven question types, its rules and its stylesheet) is a chunk of its own,
  // downloaded when a member opens a grant: the list's first download stays small.
  '/apply-grant/:id': lazyPage(
    'Grant Application',
    () =>
      import(
        /* webpackChunkName: "page-apply-grant-id" */ './features/applications/application-form/application-form-page.js'
      ),
  ),
  // The draft's answers and files before the final Submit, a chunk of its own.
  '/apply-grant/:id/preview': lazyPage(
    'Check your application',
    () =>
      import(
        /* webpackChunkName: "page-apply-grant-id-preview" */ './features/applications/application-preview/application-preview-page.js'
      ),
  ),
  '/my-applications': MyApplicationsPage,
  // The application with its conversation and the more-information form (which draws the form's
  // questions): a chunk of its own, so the dashboard's first download does not carry it.
  '/applications/:id': lazyPage(
    'Application',
    () =>
      import(
        /* webpackChunkName: "page-applications-id" */ './features/applications/application-view/application-page.js'
      ),
  ),
  // The office's guidelines (an office setting), a small chunk of its own.
  '/guidelines': lazyPage(
    'Guidelines',
    () =>
      import(/* webpackChunkName: "page-guidelines" */ './features/guidelines/guidelines-page.js'),
  ),
  // Its own chunk: the inbox and the email form are downloaded when a member opens the bell.
  '/notifications': lazyPage(
    'Notifications',
    () =>
      import(
        /* webpackChunkName: "page-notifications" */ './features/notifications/notifications-page.js'
      ),
  ),
};

/**
 * What this remote exposes as './routes': a page for every route the contract gives to
 * mf-member, keyed by its path pattern. The shell mounts each inside its own route.
 */
const pages: RemotePages = remotePages(routesOwnedBy('mf-member'), builtPages, {
  area: 'member',
  remote: 'mf-member',
});

export default pages;
