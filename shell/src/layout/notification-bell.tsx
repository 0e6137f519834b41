import { notificationCalls } from '@portal/contract/notifications';
import { callEndpoint, unreadNotifications, useUnreadNotifications } from '@portal/web-kit';
import { Link, useLocation } from '@portal/web-kit/router';
import type { Messages } from '@portal/web-kit/i18n';
import { useEffect } from 'react';
import { useShellMessages } from '../i18n/shell-messages.js';
import { bellMessages } from './messages.js';

/** How often the count is asked again while the page is in view (a new notice can arrive any time). */
export const unreadPollIntervalMs = 60_000;

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number | undefined, t: Messages['t']): string {
  if (unread === undefined) return t(bellMessages.label);
  return t(bellMessages.unread, { count: unread });
}

/**
 * The header's bell (signed in only): a link to /notifications showing how many notices are
 * unread. The count is asked after the page has painted, again on every change of page, when
 * the tab comes back into view, and every minute while it is in view; the inbox page updates it
 * at once when a notice is read. A failed ask keeps the last count: the bell never shows an error.
 */
export function NotificationBell() {
  const unread = useUnreadNotifications();
  const { t } = useShellMessages();
  const { pathname } = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    void refreshUnread(controller.signal);
    return () => controller.abort();
  }, [pathname]);

  useEffect(() => {
    const refreshInView = () => {
      if (document.visibilityState === 'visible') void refreshUnread();
    };
    const timer = setInterval(refreshInView, unreadPollIntervalMs);
    document.addEventListener('visibilitychange', refreshInView);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshInView);
    };
  }, []);

  return (
    <Link to="/notifications" className="notification-bell" aria-label={bellLabel(unread, t)}>
      <svg
        className="notification-bell-icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread !== undefined && unread > 0 && (
        <span className="notification-bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

async function refreshUnread(signal?: AbortSignal): Promise<void> {
  try {
    unreadNotifications.set((await callEndpoint(notificationCalls.unreadCount, { signal })).unread);
  } catch {
    // Signed out meanwhile, the portal unreachable, or a newer ask under way: keep what is shown.
  }
}
