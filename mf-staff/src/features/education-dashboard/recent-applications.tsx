import type { ApplicationSummary } from '@portal/contract/applications';
import { formatDate, LoadingStatus, QueryFailure, type Query } from '@portal/web-kit';
import { ApplicationStatusBadge } from '@portal/web-kit/badges';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { applicationName } from '../applications/application-name.js';
import { reviewPath } from '../applications/review-path.js';
import { dashboardLimits, educationDashboardTexts as texts } from './education-dashboard-texts.js';

const columns = ['Applicant', 'Grant', 'Submitted', 'Status', 'Actions'] as const;

/**
 * 'Recent Applications' (spec §2): the first 5 of the list (newest first) with applicant,
 * grant, submitted date, status and Review. Given the list's query, so that a page that also
 * counts the applications reads them once. On a phone each row becomes a card.
 */
export function RecentApplications({
  applications,
}: {
  applications: Query<ApplicationSummary[]>;
}) {
  const headingId = useId();
  return (
    <section className="card card-stack dashboard-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Recent Applications</h2>
      {applications.status === 'loading' && (
        <LoadingStatus>Loading recent applications…</LoadingStatus>
      )}
      {applications.status === 'failed' && (
        <QueryFailure
          error={applications.error}
          fallback={texts.recentApplicationsLoadFailed}
          onRetry={applications.refresh}
          retryWhat="loading recent applications"
          small
        />
      )}
      {applications.status === 'loaded' && applications.data.length === 0 && (
        <p className="empty-state">{texts.noApplications}</p>
      )}
      {applications.status === 'loaded' && applications.data.length > 0 && (
        <>
          <RecentApplicationsTable
            applications={applications.data.slice(0, dashboardLimits.applications)}
            total={applications.data.length}
          />
          <p>
            <Link to="/applications">See all applications ({applications.data.length})</Link>
          </p>
        </>
      )}
    </section>
  );
}

function RecentApplicationsTable({
  applications,
  total,
}: {
  applications: readonly ApplicationSummary[];
  total: number;
}) {
  const captionId = useId();
  return (
    <div
      className="table-scroll table-stack-narrow"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="data-table" role="table">
        <caption id={captionId} className="visually-hidden">
          The {applications.length} most recent of {total} applications
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {applications.map((application) => (
            <tr key={application._id} role="row">
              <th scope="row" role="rowheader" className="cell-break">
                {application.applicantName}
              </th>
              <td role="cell" data-label="Grant" className="cell-break">
                {application.grantTitle}
              </td>
              <td role="cell" data-label="Submitted">
                <time dateTime={application.dateSubmitted}>
                  {formatDate(application.dateSubmitted)}
                </time>
              </td>
              <td role="cell" data-label="Status">
                <ApplicationStatusBadge status={application.status} />
              </td>
              <td role="cell" className="cell-actions">
                <Link
                  to={reviewPath(application._id)}
                  className="button button-small button-secondary"
                >
                  Review
                  <span className="visually-hidden">
                    {' '}
                    application: {applicationName(application)}
                  </span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
