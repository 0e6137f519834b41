import { DashboardNumbers, useQuery } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { GuidelinesCard } from '../../features/office-settings/guidelines-card.js';
import { OfficeSettingsCard } from '../../features/office-settings/office-settings-card.js';
import { loadUserCount } from './load-user-count.js';

/** `/admin-dashboard` (spec §2): Total Users, the Quick Actions, and the office's settings. */
export function AdminDashboardPage() {
  const usersId = useId();
  const actionsId = useId();
  const count = useQuery(loadUserCount);
  return (
    <div className="page">
      <h1>Admin Dashboard</h1>
      <div className="card-grid">
        <section className="card card-stack" aria-labelledby={usersId}>
          <h2 id={usersId}>Users</h2>
          <DashboardNumbers
            state={count}
            loadingText="Loading the number of users…"
            onRetry={count.refresh}
            retryWhat="counting the users"
            numbers={(total) => [{ label: 'Total Users', value: total }]}
          />
        </section>
        <section className="card card-stack" aria-labelledby={actionsId}>
          <h2 id={actionsId}>Quick Actions</h2>
          <ul className="actions">
            <li>
              <Link to="/register" className="button">
                Add User
              </Link>
            </li>
            <li>
              <Link to="/edit-users" className="button button-secondary">
                Edit Users
              </Link>
            </li>
            <li>
              <Link to="/file-manager" className="button button-secondary">
                File Manager
              </Link>
            </li>
            <li>
              <Link to="/admin/notifications" className="button button-secondary">
                Notification Emails
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
