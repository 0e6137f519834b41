import { can, hasFlag, isReviewer } from '@portal/contract/access';
import type { User } from '@portal/contract/users';
import { DashboardNumbers, useQuery, useSession } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { loadEducationCounts } from './education-counts.js';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { staffDashboardMessages as messages } from './messages.js';

/**
 * `/staff-dashboard` (spec §2, §6): three cards. Education shows its counts and links to
 * the reviewer's screens (an admin, or staff with the education flag: decisions §3);
 * Harvesting and Community Opinions open when the account has that flag (or is an admin),
 * else they say Coming Soon. Staff who keep the language packs have a fourth card leading there.
 */
export function StaffDashboardPage() {
  const { user } = useSession();
  const { t } = useStaffMessages();
  if (!user) return null; // the shell's guard lets only signed-in staff and admins in
  return (
    <div className="page">
      <h1>{t(messages.title)}</h1>
      <div className="card-grid">
        <EducationCard user={user} />
        <AreaCard
          title={t(messages.harvesting)}
          open={hasFlag(user, 'harvesting')}
          to="/harvesting-dashboard"
          linkText={t(messages.openHarvesting)}
        />
        <AreaCard
          title={t(messages.communityOpinions)}
          open={hasFlag(user, 'communityOutreach')}
          to="/community-dashboard"
          linkText={t(messages.openCommunityOpinions)}
        />
        {user.userType === 'staff' && can(user, 'languages:edit') && (
          <AreaCard
            title={t(messages.languagePacks)}
            open
            to="/admin/languages"
            linkText={t(messages.openLanguagePacks)}
          />
        )}
      </div>
    </div>
  );
}

function EducationCard({ user }: { user: User }) {
  const { t } = useStaffMessages();
  const titleId = useId();
  const reviewer = isReviewer(user);
  return (
    <section className="card card-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(messages.education)}</h2>
      {reviewer ? (
        <>
          <EducationNumbers />
          <ul className="actions" aria-label={t(messages.educationScreens)}>
            <li>
              <Link to="/education-dashboard" className="button">
                {t(messages.educationPortal)}
              </Link>
            </li>
            <li>
              <Link to="/grants" className="button button-secondary">
                {t(messages.manageGrants)}
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <p>{t(messages.noAccess)}</p>
      )}
    </section>
  );
}

/** Mounted for reviewers only: nobody else may read the lists, so nobody else asks for them. */
function EducationNumbers() {
  const { t } = useStaffMessages();
  const counts = useQuery(loadEducationCounts);
  return (
    <DashboardNumbers
      state={counts}
      loadingText={t(messages.loadingNumbers)}
      onRetry={counts.refresh}
      retryWhat={t(messages.retryNumbers)}
      numbers={(loaded) => [
        { label: t(messages.activeGrants), value: loaded.activeGrants },
        { label: t(messages.pendingReview), value: loaded.pendingReview },
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
  const { t } = useStaffMessages();
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
          <span className="badge">{t(messages.comingSoon)}</span>
        </p>
      )}
    </section>
  );
}
