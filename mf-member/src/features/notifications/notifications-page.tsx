import { EmailPreferencesForm } from './email-preferences-form.js';
import { NotificationInbox } from './notification-inbox.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { notificationsMessages as messages } from './messages.js';
import './notifications.css';

/** `/notifications`: the member's notices (inbox), and which of them also come by email. */
export function NotificationsPage() {
  const { t } = useMemberMessages();
  return (
    <div className="page">
      <h1>{t(messages.title)}</h1>
      <NotificationInbox />
      <EmailPreferencesForm />
    </div>
  );
}

export default NotificationsPage;
