import type { ApplicationSummary } from '@portal/contract/applications';
import { formatDate, LoadingStatus, QueryFailure, type Query } from '@portal/web-kit';
import { ApplicationStatusBadge } from '@portal/web-kit/badges';
import { Link } from '@portal/web-kit/router';
import { applicationListTexts } from './application-list-texts.js';
import './application-list.css';

/**
 * The member's applications in their state: loading, failed (the portal's message or spec §8's
 * 'Error fetching applications', with Retry), none ('No applications submitted yet.'), or a list
 * of the first `limit` (all without one): grant, submitted date, reference, status, and View.
 */
export function ApplicationList({
  applications,
  limit,
  labelledBy,
}: {
  applications: Query<ApplicationSummary[]>;
  limit?: number;
  /** The id of the heading that names the list. */
  labelledBy: string;
}) {
  if (applications.status === 'loading') {
    return (
      <LoadingStatus onRetry={applications.refresh} retryWhat="loading your applications">
        {applicationListTexts.loading}
      </LoadingStatus>
    );
  }
  if (!applications.data) {
    return (
      <QueryFailure
        error={applications.error}
        fallback={applicationListTexts.loadFailed}
        onRetry={applications.refresh}
      />
    );
  }
  if (applications.data.length === 0) {
    return <p className="empty-state">{applicationListTexts.empty}</p>;
  }
  const shown = limit === undefined ? applications.data : applications.data.slice(0, limit);
  return (
    <ul className="application-list" aria-labelledby={labelledBy}>
      {shown.map((application) => (
        <ApplicationRow key={application._id} application={application} />
      ))}
    </ul>
  );
}

function ApplicationRow({ application }: { application: ApplicationSummary }) {
  return (
    <li className="application-row">
      <div className="application-row-text">
        <p className="application-row-title">{application.grantTitle}</p>
        <p className="application-row-facts">
          <span>
            Submitted{' '}
            <time dateTime={application.dateSubmitted}>
              {formatDate(application.dateSubmitted)}
            </time>
          </span>
          <span>
            Reference <span className="application-reference">{application.reference}</span>
          </span>
          <ApplicationStatusBadge status={application.status} />
        </p>
      </div>
      <Link
        to={`/applications/${application._id}`}
        className="button button-secondary button-small"
      >
        View<span className="visually-hidden"> application for {application.grantTitle}</span>
      </Link>
    </li>
  );
}
