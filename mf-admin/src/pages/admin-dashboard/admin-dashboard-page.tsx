import { DashboardNumbers, useQuery } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { GuidelinesCard } from '../../features/office-settings/guidelines-card.js';
import { OfficeSettingsCard } from '../../features/office-settings/office-settings-card.js';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { loadUserCount } from './load-user-count.js';
import { dashboardMessages as words } from './messages.js';

/** `/admin-dashboard` (spec §2): Total Users, the Quick Actions, and the office's settings. */
export function AdminDashboardPage() {
  const { t } = useAdminMessages();
  const usersId = useId();
  const actionsId = useId();
  const count = useQuery(loadUserCount);
  return (
    <div className="page">
      <h1>{t(words.title)}</h1>
      <div className="card-grid">
        <section className="card card-stack" aria-labelledby={usersId}>
          <h2 id={usersId}>{t(words.users)}</h2>
          <DashboardNumbers
            state={count}
            loadingText={t(words.loadingUsers)}
            onRetry={count.refresh}
            retryWhat={t(words.retryUsers)}
            numbers={(total) => [{ label: t(words.totalUsers), value: total }]}
          />
        </section>
        <section className="card card-stack" aria-labelledby={actionsId}>
          <h2 id={actionsId}>{t(words.quickActions)}</h2>
          <ul className="actions">
            <li>
              <Link to="/register" className="button">
                {t(words.addUser)}
              </Link>
            </li>
            <li>
              <Link to="/edit-users" className="button button-secondary">
                {t(words.editUsers)}
              </Link>
            </li>
            <li>
              <Link to="/file-manager" className="button button-secondary">
                {t(words.fileManager)}
              </Link>
            </li>
            <li>
              <Link to="/admin/notifications" className="button button-secondary">
                {t(words.notificationEmails)}
              </Link>
            </li>
            <li>
              <Link to="/admin/languages" className="button button-secondary">
                {t(words.languagePacks)}
              </Link>
            </li>
          </ul>
        </section>
        <OfficeSettingsCard />
        <GuidelinesCard />
      </div>
    </div>
  );
}
