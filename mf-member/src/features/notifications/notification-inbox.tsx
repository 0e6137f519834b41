import type { Notification } from '@portal/contract/notifications';
import {
  Alert,
  formatDateTime,
  LoadingStatus,
  QueryFailure,
  unreadNotifications,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import { applicationStatusMessages } from '@portal/web-kit/badges';
import { useKitMessages } from '@portal/web-kit/i18n';
import { Link } from '@portal/web-kit/router';
import { useId, useState } from 'react';
import { getNotifications } from './api/get-notifications.js';
import { markAllNotificationsRead } from './api/mark-all-notifications-read.js';
import { markNotificationRead } from './api/mark-notification-read.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { notificationsMessages as messages } from './messages.js';
import { noticeSentence } from './notice-sentence.js';

/** Notices shown at first, and added by each "Show older notifications". */
export const notificationPageSize = 20;

/**
 * The member's notices, newest first: each one's sentence, when it came, Open (to the
 * application; it counts as read) and Mark as read while it is new; Mark all as read; older ones
 * a page at a time. Each change updates the header's bell at once (web-kit's unread count).
 */
export function NotificationInbox() {
  const headingId = useId();
  const first = useQuery((signal) => getNotifications({ limit: notificationPageSize }, signal));
  const [older, setOlder] = useState<Notification[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useTimedMessage();
  const { t } = useMemberMessages();

  const heading = <h2 id={headingId}>{t(messages.inboxHeading)}</h2>;
  if (first.status === 'loading') {
    return (
      <section aria-labelledby={headingId} className="card card-stack">
        {heading}
        <LoadingStatus onRetry={first.refresh} retryWhat={t(messages.retryLoading)}>
          {t(messages.loading)}
        </LoadingStatus>
      </section>
    );
  }
  if (!first.data) {
    return (
      <section aria-labelledby={headingId} className="card card-stack">
        {heading}
        <QueryFailure
          error={first.error}
          fallback={t(messages.loadFailed)}
          onRetry={first.refresh}
        />
      </section>
    );
  }

  const items = [...first.data.items, ...older];
  const cursor = olderCursor === undefined ? first.data.nextCursor : olderCursor;
  const isUnread = (item: Notification) => !item.readAt && !allRead && !readHere.has(item.id);
  const anyUnread = items.some(isUnread);

  const markRead = async (item: Notification, focusAfter: boolean) => {
    setFailure(null);
    try {
      unreadNotifications.set(await markNotificationRead(item.id));
      setReadHere((current) => new Set(current).add(item.id));
      // The button goes away: keep the keyboard on this notice.
      if (focusAfter) document.getElementById(openLinkId(item))?.focus();
    } catch {
      setFailure(t(messages.markReadFailed));
    }
  };
  const markAllRead = async () => {
    setFailure(null);
    setMarkingAll(true);
    try {
      unreadNotifications.set(await markAllNotificationsRead());
      setAllRead(true);
      done.show(t(messages.allRead));
    } catch {
      setFailure(t(messages.markReadFailed));
    } finally {
      setMarkingAll(false);
    }
  };
  const showOlder = async () => {
    if (!cursor) return;
    setFailure(null);
    setLoadingOlder(true);
    try {
      const page = await getNotifications({ limit: notificationPageSize, before: cursor });
      setOlder((current) => [...current, ...page.items]);
      setOlderCursor(page.nextCursor);
    } catch {
      setFailure(t(messages.olderFailed));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card card-stack">
      <div className="notification-inbox-head">
        {heading}
        {anyUnread && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void markAllRead()}
            disabled={markingAll}
            aria-busy={markingAll}
          >
            {markingAll ? t(messages.markingAllRead) : t(messages.markAllRead)}
          </button>
        )}
      </div>
      <Alert kind="error">{failure}</Alert>
      <Alert kind="success">{done.message}</Alert>
      {items.length === 0 ? (
        <p className="empty-state">{t(messages.empty)}</p>
      ) : (
        <ul className="notification-list" aria-labelledby={headingId}>
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              unread={isUnread(item)}
              onOpen={() => {
                if (isUnread(item)) void markRead(item, false);
              }}
              onMarkRead={() => void markRead(item, true)}
            />
          ))}
        </ul>
      )}
      {cursor && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void showOlder()}
          disabled={loadingOlder}
          aria-busy={loadingOlder}
        >
          {loadingOlder ? t(messages.loadingOlder) : t(messages.showOlder)}
        </button>
      )}
    </section>
  );
}

function openLinkId(item: Notification): string {
  return `notification-open-${item.id}`;
}

function NotificationRow({
  item,
  unread,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  unread: boolean;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t, locale } = useMemberMessages();
  const kit = useKitMessages();
  const sentence = noticeSentence(item, {
    t,
    locale,
    statusName: (status) =>
      kit.t(
        status !== null && Object.hasOwn(applicationStatusMessages, status)
          ? applicationStatusMessages[status as keyof typeof applicationStatusMessages]
          : applicationStatusMessages.submitted,
      ),
  });
  const about = item.reference
    ? t(messages.openWhatWithReference, { grantTitle: item.grantTitle, reference: item.reference })
    : t(messages.openWhat, { grantTitle: item.grantTitle });
  return (
    <li className={unread ? 'notification-row notification-row-unread' : 'notification-row'}>
      <p className="notification-row-message">
        {unread && <span className="badge notification-new">{t(messages.unreadBadge)}</span>}{' '}
        {sentence}
      </p>
      <p className="notification-row-time">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
      </p>
      <div className="notification-row-actions">
        <Link
          id={openLinkId(item)}
          to={item.link}
          className="button button-secondary button-small"
          onClick={onOpen}
        >
          {t(messages.open)}
          <span className="visually-hidden"> {about}</span>
        </Link>
        {unread && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onMarkRead}
          >
            {t(messages.markRead)}
            <span className="visually-hidden">
              {t(messages.markReadWhat, { message: sentence })}
            </span>
          </button>
        )}
      </div>
    </li>
  );
}
