import type { User } from '@portal/contract';
import type { SessionState } from '@portal/web-kit';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { navigationMessages as labels } from './messages.js';

export interface HeaderLink {
  to: string;
  label: MessageDescriptor;
}

/** Spec §2 header, signed out: Home, Login, Register. */
export const signedOutLinks: readonly HeaderLink[] = [
  { to: '/', label: labels.home },
  { to: '/login', label: labels.login },
  { to: '/register', label: labels.register },
];

/**
 * Spec §2 header, signed in: Home, Dashboard, Staff Dashboard (staff and admin), Admin Dashboard
 * (admin). Reviewers (staff with the education flag, and admins) also get the two tables they
 * work from every day, Grants and Applications, rather than going through a dashboard each time.
 */
export function signedInLinks(user: Pick<User, 'userType' | 'education'>): HeaderLink[] {
  const links: HeaderLink[] = [
    { to: '/', label: labels.home },
    { to: '/user-dashboard', label: labels.dashboard },
  ];
  if (user.userType === 'staff' || user.userType === 'admin') {
    links.push({ to: '/staff-dashboard', label: labels.staffDashboard });
  }
  if (user.userType === 'admin' || (user.userType === 'staff' && user.education)) {
    links.push(
      { to: '/grants', label: labels.grants },
      { to: '/applications', label: labels.applications },
    );
  }
  if (user.userType === 'admin')
    links.push({ to: '/admin-dashboard', label: labels.adminDashboard });
  return links;
}

/**
 * The account the header shows: the signed-in user, or while a stored session is being
 * checked, the stored user (spec §4 lets it be shown meanwhile); null when signed out.
 */
export function headerAccount(session: SessionState): User | null {
  return session.status === 'signed-out' ? null : session.user;
}

export function headerLinksFor(session: SessionState): readonly HeaderLink[] {
  const account = headerAccount(session);
  if (account) return signedInLinks(account);
  // Checking a stored token without a readable stored user: neither variant would be true yet.
  if (session.status === 'restoring') return signedOutLinks.slice(0, 1);
  return signedOutLinks;
}
