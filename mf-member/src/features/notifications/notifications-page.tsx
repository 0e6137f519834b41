import { EmailPreferencesForm } from './email-preferences-form.js';
import { NotificationInbox } from './notification-inbox.js';
import { notificationsTexts as texts } from './notifications-texts.js';
import './notifications.css';

/** `/notifications`: the member's notices (inbox), and which of them also come by email. */
export function NotificationsPage() {
  return (
    <div className="page">
      <h1>{texts.title}</h1>
      <NotificationInbox />
      <EmailPreferencesForm />
    </div>
  );
}

export default NotificationsPage;
