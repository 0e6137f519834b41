import type { PortalRoute } from '@portal/contract';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { useShellMessages } from '../i18n/shell-messages.js';
import { routeTitleMessages as titles } from './messages.js';

/** Each route's title by its path pattern (the route table's `title` is its English text). */
export const routeTitles: Readonly<Record<string, MessageDescriptor>> = {
  '/': titles.welcome,
  '/login': titles.login,
  '/register': titles.register,
  '/confirm-email': titles.confirmEmail,
  '/forgot-password': titles.forgotPassword,
  '/reset-password': titles.resetPassword,
  '/accept-invitation': titles.acceptInvitation,
  '/user-dashboard': titles.userDashboard,
  '/apply-grant': titles.applyForGrant,
  '/apply-grant/:id': titles.grantApplication,
  '/apply-grant/:id/preview': titles.checkApplication,
  '/applications/:id': titles.myApplication,
  '/my-applications': titles.myApplications,
  '/guidelines': titles.guidelines,
  '/notifications': titles.notifications,
  '/staff-dashboard': titles.staffDashboard,
  '/education-dashboard': titles.educationPortal,
  '/education': titles.education,
  '/grants': titles.grants,
  '/grants/:id': titles.grantDetails,
  '/grants/:id/edit': titles.editGrant,
  '/create-grant': titles.createGrant,
  '/quick-add-grant': titles.quickAddGrant,
  '/applications': titles.applications,
  '/admin/applications/:id': titles.reviewApplication,
  '/file-manager': titles.fileManager,
  '/harvesting-dashboard': titles.harvesting,
  '/community-dashboard': titles.communityOpinions,
  '/admin-dashboard': titles.adminDashboard,
  '/edit-users': titles.editUsers,
  '/admin/notifications': titles.notificationEmails,
  '/admin/languages': titles.languagePacks,
};

/** A route's title in the chosen language (the table's English for a route added without one). */
export function useRouteTitle(route: PortalRoute): string {
  const { t } = useShellMessages();
  const title = routeTitles[route.path];
  return title ? t(title) : route.title;
}
