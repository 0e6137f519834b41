import { Link, NavLink } from 'react-router-dom';
import { portalName } from './use-document-title.js';

export interface HeaderLink {
  to: string;
  label: string;
}

/**
 * Header of spec §2, signed-out variant: Home, Login, Register. The signed-in variant (Home,
 * Dashboard, Staff Dashboard, Admin Dashboard, the user's name, Logout) comes with the login
 * screens: it replaces `signedOutLinks` by links chosen from the session and adds the
 * account area next to the navigation.
 */
export const signedOutLinks: readonly HeaderLink[] = [
  { to: '/', label: 'Home' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-name">
          {portalName}
        </Link>
        <nav aria-label="Main">
          <ul className="site-nav">
            {signedOutLinks.map((link) => (
              <li key={link.to}>
                {/* NavLink marks the current page with aria-current="page". */}
                <NavLink to={link.to} end className="site-nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
