import type { Principal } from './permissions.js';
import type { AccessFlag, UserType } from '../users/user.js';

/**
 * Who may open a screen (spec §2 and §6). An admin passes every check.
 * `userTypes` and `flags` must both hold when given.
 */
export interface RouteAccess {
  signedIn: boolean;
  userTypes?: readonly UserType[];
  flags?: readonly RouteFlag[];
}

/** The flags a screen can ask for: the spec's three, and keeping the language packs. */
export type RouteFlag = AccessFlag | 'languages';

export type RemoteName = 'mf-member' | 'mf-staff' | 'mf-admin';
export const remoteNames: readonly RemoteName[] = ['mf-member', 'mf-staff', 'mf-admin'];

export interface PortalRoute {
  /** react-router path pattern */
  path: string;
  /** which part renders the screen */
  owner: 'shell' | RemoteName;
  access: RouteAccess;
  /** the page title shown until (and while) the screen loads */
  title: string;
  /**
   * Drawn by the builds ahead of time, so a slow link paints it from the HTML: a
   * shell page as a visitor who is not signed in sees it (then hydrated), an mf-member page for a
   * member without a name (the shell's frame and the remote's page, shown to a member until the
   * app draws it).
   */
  drawnAhead?: true;
}

const publicAccess: RouteAccess = { signedIn: false };
const signedIn: RouteAccess = { signedIn: true };
const staffOrAdmin: RouteAccess = { signedIn: true, userTypes: ['staff'] };
const adminOnly: RouteAccess = { signedIn: true, userTypes: ['admin'] };
/** "R": an admin, or a staff member with the education flag. */
const educationReviewer: RouteAccess = {
  signedIn: true,
  userTypes: ['staff'],
  flags: ['education'],
};

/** Every route of the spec's §2 table; any other path redirects to `/`. */
export const portalRoutes: readonly PortalRoute[] = [
  { path: '/', owner: 'shell', access: publicAccess, title: 'Welcome', drawnAhead: true },
  { path: '/login', owner: 'shell', access: publicAccess, title: 'Login', drawnAhead: true },
  { path: '/register', owner: 'shell', access: publicAccess, title: 'Register', drawnAhead: true },
  // The page a link sent by email opens (the token in the fragment): confirming an address.
  {
    path: '/confirm-email',
    owner: 'shell',
    access: publicAccess,
    title: 'Confirm your email address',
  },
  // Getting back in: "Forgot your password?", and the pages its link and an invitation open.
  {
    path: '/forgot-password',
    owner: 'shell',
    access: publicAccess,
    title: 'Forgot your password?',
  },
  {
    path: '/reset-password',
    owner: 'shell',
    access: publicAccess,
    title: 'Choose a new password',
  },
  {
    path: '/accept-invitation',
    owner: 'shell',
    access: publicAccess,
    title: 'Set your password',
  },

  {
    path: '/user-dashboard',
    owner: 'mf-member',
    access: signedIn,
    title: 'Dashboard',
    drawnAhead: true,
  },
  {
    path: '/apply-grant',
    owner: 'mf-member',
    access: signedIn,
    title: 'Apply for a Grant',
    drawnAhead: true,
  },
  {
    path: '/apply-grant/:id',
    owner: 'mf-member',
    access: signedIn,
    title: 'Grant Application',
    drawnAhead: true,
  },
  // Every answer and file of the member's draft, before the final Submit.
  {
    path: '/apply-grant/:id/preview',
    owner: 'mf-member',
    access: signedIn,
    title: 'Check your application',
  },
  { path: '/applications/:id', owner: 'mf-member', access: signedIn, title: 'My Application' },
  { path: '/my-applications', owner: 'mf-member', access: signedIn, title: 'My Applications' },
  { path: '/guidelines', owner: 'mf-member', access: signedIn, title: 'Guidelines' },
  { path: '/notifications', owner: 'mf-member', access: signedIn, title: 'Notifications' },

  { path: '/staff-dashboard', owner: 'mf-staff', access: staffOrAdmin, title: 'Staff Dashboard' },
  {
    path: '/education-dashboard',
    owner: 'mf-staff',
    access: educationReviewer,
    title: 'Education Portal',
  },
  { path: '/education', owner: 'mf-staff', access: educationReviewer, title: 'Education' },
  { path: '/grants', owner: 'mf-staff', access: educationReviewer, title: 'Grants' },
  { path: '/grants/:id', owner: 'mf-staff', access: educationReviewer, title: 'Grant Details' },
  { path: '/grants/:id/edit', owner: 'mf-staff', access: educationReviewer, title: 'Edit Grant' },
  {
    path: '/create-grant',
    owner: 'mf-staff',
    access: educationReviewer,
    title: 'Create New Grant',
  },
  {
    path: '/quick-add-grant',
    owner: 'mf-staff',
    access: educationReviewer,
    title: 'Quick Add Grant',
  },
  { path: '/applications', owner: 'mf-staff', access: educationReviewer, title: 'Applications' },
  {
    path: '/admin/applications/:id',
    owner: 'mf-staff',
    access: educationReviewer,
    title: 'Review Application',
  },
  { path: '/file-manager', owner: 'mf-staff', access: educationReviewer, title: 'File Manager' },
  {
    path: '/harvesting-dashboard',
    owner: 'mf-staff',
    access: { signedIn: true, userTypes: ['staff'], flags: ['harvesting'] },
    title: 'Harvesting',
  },
  {
    path: '/community-dashboard',
    owner: 'mf-staff',
    access: { signedIn: true, userTypes: ['staff'], flags: ['communityOutreach'] },
    title: 'Community Opinions',
  },

  { path: '/admin-dashboard', owner: 'mf-admin', access: adminOnly, title: 'Admin Dashboard' },
  { path: '/edit-users', owner: 'mf-admin', access: adminOnly, title: 'Edit Users' },
  {
    path: '/admin/notifications',
    owner: 'mf-admin',
    access: adminOnly,
    title: 'Notification Emails',
  },
  // The nation's language packs: admins, and staff with the languages flag.
  {
    path: '/admin/languages',
    owner: 'mf-admin',
    access: { signedIn: true, userTypes: ['staff'], flags: ['languages'] },
    title: 'Language Packs',
  },
];

export function routesOwnedBy(owner: PortalRoute['owner']): readonly PortalRoute[] {
  return portalRoutes.filter((route) => route.owner === owner);
}

export type RouteDecision =
  { kind: 'allow' } | { kind: 'sign-in' } | { kind: 'redirect'; to: string };

/**
 * The guard of spec §6: signed-out users go to /login (the screen remembers where they were
 * going); an admin passes every guard; anyone else failing a role or flag check goes to
 * /staff-dashboard when staff, /user-dashboard otherwise.
 */
export function decideRouteAccess(
  access: RouteAccess,
  caller: Pick<Principal, 'userType' | RouteFlag> | undefined,
): RouteDecision {
  if (!access.signedIn) return { kind: 'allow' };
  if (!caller) return { kind: 'sign-in' };
  if (caller.userType === 'admin') return { kind: 'allow' };
  const roleOk = !access.userTypes || access.userTypes.includes(caller.userType);
  const flagsOk = !access.flags || access.flags.every((flag) => caller[flag] === true);
  if (roleOk && flagsOk) return { kind: 'allow' };
  return {
    kind: 'redirect',
    to: caller.userType === 'staff' ? '/staff-dashboard' : '/user-dashboard',
  };
}

/** A route matched by an address, with its `:parameters` as the router gives them (decoded). */
export interface PortalRouteMatch {
  route: PortalRoute;
  params: Readonly<Record<string, string>>;
}

/** The route whose pattern matches an address's path (`/apply-grant/42` → `/apply-grant/:id`). */
export function matchPortalRoute(pathname: string): PortalRoute | undefined {
  return matchPortalRouteWithParams(pathname)?.route;
}

/** `matchPortalRoute`, with the parameters: `/apply-grant/42` → `{ id: '42' }`. */
export function matchPortalRouteWithParams(pathname: string): PortalRouteMatch | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of portalRoutes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = safeDecode(segment);
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** A malformed escape (`%E0%A4%A`) is kept as typed rather than thrown. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The build's name for the chunk of a lazily loaded route page (its `webpackChunkName`):
 * `page` and the path's words, `/apply-grant/:id` → `page-apply-grant-id`. The gateway finds a
 * route's chunk by this name to hint it in the page (see page-chunks.json).
 */
export function pageChunkName(routePath: string): string {
  return ['page', ...routePath.split(/[/:]+/).filter(Boolean)].join('-');
}
