import { hasFlag, isReviewer } from '@portal/contract/access';
import type { User } from '@portal/contract/users';
import { DashboardNumbers, useQuery, useSession } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { loadEducationCounts } from './education-counts.js';

/**
 * `/staff-dashboard` (spec §2, §6): three cards. Education shows its counts and links to
 * the reviewer's screens (an admin, or staff with the education flag: decisions §3);
 * Harvesting and Community Opinions open when the account has that flag (or is an admin),
 * else they say Coming Soon.
 */
export function StaffDashboardPage() {
  const { user } = useSession();
  if (!user) return null; // the shell's guard lets only signed-in staff and admins in
  return (
    <div className="page">
      <h1>Staff Dashboard</h1>
      <div className="card-grid">
        <EducationCard user={user} />
        <AreaCard
          title="Harvesting"
          open={hasFlag(user, 'harvesting')}
          to="/harvesting-dashboard"
          linkText="Open Harvesting"
        />
        <AreaCard
          title="Community Opinions"
          open={hasFlag(user, 'communityOutreach')}
          to="/community-dashboard"
          linkText="Open Community Opinions"
        />
      </div>
    </div>
  );
}

function EducationCard({ user }: { user: User }) {
  const titleId = useId();
  const reviewer = isReviewer(user);
  return (
    <section className="card card-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Education</h2>
      {reviewer ? (
        <>
          <EducationNumbers />
          <ul className="actions" aria-label="Education screens">
            <li>
              <Link to="/education-dashboard" className="button">
                Education Portal
              </Link>
            </li>
            <li>
              <Link to="/grants" className="button button-secondary">
                Manage Grants
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <p>Your account does not have access to education grants. An admin can give it.</p>
      )}
    </section>
  );
}

/** Mounted for reviewers only: nobody else may read the lists, so nobody else asks for them. */
function EducationNumbers() {
  const counts = useQuery(loadEducationCounts);
  return (
    <DashboardNumbers
      state={counts}
      loadingText="Loading the numbers…"
      onRetry={counts.refresh}
      retryWhat="loading the numbers"
      numbers={(loaded) => [
        { label: 'Active Grants', value: loaded.activeGrants },
        { label: 'Pending Review', value: loaded.pendingReview },
      ]}
    />
  );
}

interface AreaCardProps {
  title: string;
  open: boolean;
  to: string;
  linkText: string;
}

function AreaCard({ title, open, to, linkText }: AreaCardProps) {
  const titleId = useId();
  return (
    <section className="card card-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {open ? (
        <p>
          <Link to={to} className="button">
            {linkText}
          </Link>
        </p>
      ) : (
        <p>
          <span className="badge">Coming Soon</span>
        </p>
      )}
    </section>
  );
}
