import type { ApplicationSummary } from '@portal/contract/applications';
import type { GrantSummary } from '@portal/contract/grants';
import { LoadingStatus, QueryFailure, type Query, useQuery } from '@portal/web-kit';
import { useId, useState } from 'react';
import { Link } from '@portal/web-kit/router';
import {
  getMyApplications,
  myApplicationsPath,
} from '../../features/applications/api/get-my-applications.js';
import { ApplicationList } from '../../features/applications/application-list/application-list.js';
import { ContinueDrafts } from '../../features/applications/drafts/continue-drafts.js';
import { standingApplication } from '../../shared/one-application-per-member.js';
import {
  availableGrantsPath,
  getAvailableGrants,
} from '../../features/grants/api/get-available-grants.js';
import { availableGrantsMessages as messages } from '../../features/grants/available-grants/messages.js';
import { myApplicationsShown } from '../../features/grants/available-grants/my-applications-shown.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { GrantCard } from '../../features/grants/available-grants/grant-card.js';
import '../../features/grants/available-grants/available-grants.css';

/**
 * `/apply-grant` (spec §2): the grants open to apply for, the one closing soonest first, and
 * below them 'My Grant Applications' (the first 3; See all when there are more). The two lists
 * load side by side and fail on their own: a member can still apply while their list is away.
 */
export function AvailableGrantsPage() {
  const grants = useQuery(getAvailableGrants, [], { path: availableGrantsPath });
  const applications = useQuery(getMyApplications, [], { path: myApplicationsPath });
  const grantsHeadingId = useId();
  const applicationsHeadingId = useId();
  // One "now" per visit: the days-left badges agree with each other.
  const [now] = useState(() => new Date());
  const total = applications.data?.length ?? 0;
  const { t } = useMemberMessages();

  return (
    <div className="page available-grants-page">
      <h1>{t(messages.title)}</h1>
      <ContinueDrafts />
      <section aria-labelledby={grantsHeadingId}>
        <h2 id={grantsHeadingId}>{t(messages.grantsHeading)}</h2>
        <GrantCards grants={grants} applications={applications.data} now={now} />
      </section>
      <section aria-labelledby={applicationsHeadingId}>
        <h2 id={applicationsHeadingId}>{t(messages.myApplications)}</h2>
        <ApplicationList
          applications={applications}
          limit={myApplicationsShown}
          labelledBy={applicationsHeadingId}
        />
        {total > myApplicationsShown && (
          <Link to="/my-applications" className="button button-secondary">
            {t(messages.seeAll)}
            <span className="visually-hidden"> {t(messages.seeAllCount, { count: total })}</span>
          </Link>
        )}
      </section>
    </div>
  );
}

/** The grants in their state: loading, failed (with Retry), none open, or a card each. */
function GrantCards({
  grants,
  applications,
  now,
}: {
  grants: Query<GrantSummary[]>;
  /** The member's applications, for the Applied badge; undefined while unknown. */
  applications: readonly ApplicationSummary[] | undefined;
  now: Date;
}) {
  const { t } = useMemberMessages();
  if (grants.status === 'loading')
    return (
      <LoadingStatus onRetry={grants.refresh} retryWhat={t(messages.retryLoading)}>
        {t(messages.loading)}
      </LoadingStatus>
    );
  if (!grants.data) {
    return (
      <QueryFailure
        error={grants.error}
        fallback={t(messages.loadFailed)}
        onRetry={grants.refresh}
      />
    );
  }
  if (grants.data.length === 0) return <p className="empty-state">{t(messages.empty)}</p>;
  const appliedTo = new Set(applications?.map((application) => application.grantId));
  return (
    <ul className="grant-cards">
      {grants.data.map((grant) => (
        <li key={grant._id}>
          <GrantCard
            grant={grant}
            applied={appliedTo.has(grant._id)}
            standing={standingApplication(grant, applications)}
            now={now}
          />
        </li>
      ))}
    </ul>
  );
}
