import { logOut, useSession, useSessionStore } from '@portal/web-kit';
import { Link, NavLink } from '@portal/web-kit/router';
import { pageLoad } from '../navigation/page-load.js';
import { useShellMessages } from '../i18n/shell-messages.js';
import { headerAccount, headerLinksFor } from './header-links.js';
import { LanguageChooser } from './language-chooser.js';
import { headerMessages } from './messages.js';
import { NotificationBell } from './notification-bell.js';

/**
 * The header of spec §2. Signed out: Home, Login, Register. Signed in: Home, Dashboard,
 * Staff Dashboard (staff and admin), Admin Dashboard (admin), the notifications bell, the
 * user's name and Logout,
 * which ends the session on the server, forgets token, key and user, and loads /login.
 */
export function SiteHeader() {
  const session = useSession();
  const store = useSessionStore();
  const account = headerAccount(session);
  const { t } = useShellMessages();

  // A full page load rather than a route change: the page forgets everything of the session,
  // and the guard of the current page cannot step in first (it would add "?next=").
  const logout = () => {
    logOut(store);
    pageLoad.load('/login');
  };

  return (
    <header className="site-header">
      {/* Signed in, the name and Logout share the first row with the portal name, and the
          links take a row of their own; the page order is the reading order. */}
      <div className={account ? 'site-header-inner site-header-signed-in' : 'site-header-inner'}>
        <Link to="/" className="site-name">
          {t(headerMessages.portalName)}
        </Link>
        {account && (
          <div className="site-account">
            <NotificationBell />
            <span className="site-account-name">
              <span className="visually-hidden">{t(headerMessages.signedInAs)} </span>
              {account.name}
            </span>
            <button type="button" className="button button-small" onClick={logout}>
              {t(headerMessages.logout)}
            </button>
          </div>
        )}
        <LanguageChooser />
        <nav aria-label={t(headerMessages.mainNavigation)}>
          <ul className="site-nav">
            {headerLinksFor(session).map((link) => (
              <li key={link.to}>
                {/* NavLink marks the current page with aria-current="page". */}
                <NavLink to={link.to} end className="site-nav-link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
