import type { ApplicationSummary } from '@portal/contract/applications';
import {
  DataTable,
  LoadingStatus,
  QueryFailure,
  type DataTableColumns,
  type Query,
} from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { applicationColumns } from '../../features/applications/application-columns.js';
import { applicationName } from '../../features/applications/application-name.js';
import { reviewPath } from '../../shared/review-path.js';
import { dashboardLimits, educationDashboardTexts as texts } from './education-dashboard-texts.js';

const columns: DataTableColumns<ApplicationSummary> = [
  {
    header: 'Applicant',
    cell: (application) => application.applicantName,
    className: 'cell-break',
  },
  ...applicationColumns,
];

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
        <LoadingStatus onRetry={applications.refresh} retryWhat="loading recent applications">
          Loading recent applications…
        </LoadingStatus>
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
            <Link to="/applications" className="link-standalone">
              See all applications ({applications.data.length})
            </Link>
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
  return (
    <DataTable
      caption={`The ${applications.length} most recent of ${total} applications`}
      captionVisuallyHidden
      columns={columns}
      rows={applications}
      rowKey={(application) => application._id}
      actions={(application) => (
        <Link to={reviewPath(application._id)} className="button button-small button-secondary">
          Review
          <span className="visually-hidden"> application: {applicationName(application)}</span>
        </Link>
      )}
    />
  );
}
