import { LoadingStatus } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useUserCount, type UserCountState } from './use-user-count.js';

/** Spec §8: what a dashboard shows when its numbers could not be loaded. */
export const dashboardLoadFailedMessage = 'Failed to load dashboard data';

/** `/admin-dashboard` (spec §2): Total Users, and the Quick Actions. */
export function AdminDashboardPage() {
  const usersId = useId();
  const actionsId = useId();
  const count = useUserCount();
  return (
    <div className="page">
      <h1>Admin Dashboard</h1>
      <div className="card-grid">
        <section className="card card-stack" aria-labelledby={usersId}>
          <h2 id={usersId}>Users</h2>
          <UserTotal state={count} />
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
          </ul>
        </section>
      </div>
    </div>
  );
}

function UserTotal({ state }: { state: UserCountState }) {
  switch (state.kind) {
    case 'loading':
      return <LoadingStatus>Loading the number of users…</LoadingStatus>;
    case 'failed':
      return (
        <p className="notice notice-error" role="alert">
          {dashboardLoadFailedMessage}
        </p>
      );
    case 'loaded':
      return (
        <dl className="stat-list">
          <div>
            <dt>Total Users</dt>
            <dd>{state.total}</dd>
          </div>
        </dl>
      );
  }
}
