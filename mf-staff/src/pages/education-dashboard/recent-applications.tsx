import type { ApplicationSummary } from '@portal/contract/applications';
import {
  DataTable,
  LoadingStatus,
  QueryFailure,
  type DataTableColumns,
  type Query,
} from '@portal/web-kit';
import { useId, useMemo } from 'react';
import type { Messages } from '@portal/web-kit/i18n';
import { Link } from '@portal/web-kit/router';
import { applicationColumns } from '../../features/applications/application-columns.js';
import { applicationName } from '../../features/applications/application-name.js';
import { reviewPath } from '../../shared/review-path.js';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { applicationTableMessages } from '../../features/applications/messages.js';
import { dashboardLimits } from './dashboard-limits.js';
import { educationDashboardMessages as messages } from './messages.js';

function recentColumns(t: Messages['t'], locale: string): DataTableColumns<ApplicationSummary> {
  return [
    {
      header: t(applicationTableMessages.applicant),
      cell: (application) => application.applicantName,
      className: 'cell-break',
    },
    ...applicationColumns(t, locale),
  ];
}

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
  const { t } = useStaffMessages();
  const headingId = useId();
  return (
    <section className="card card-stack dashboard-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.recentApplications)}</h2>
      {applications.status === 'loading' && (
        <LoadingStatus onRetry={applications.refresh} retryWhat={t(messages.retryRecent)}>
          {t(messages.loadingRecent)}
        </LoadingStatus>
      )}
      {applications.status === 'failed' && (
        <QueryFailure
          error={applications.error}
          fallback={t(messages.recentLoadFailed)}
          onRetry={applications.refresh}
          retryWhat={t(messages.retryRecent)}
          small
        />
      )}
      {applications.status === 'loaded' && applications.data.length === 0 && (
        <p className="empty-state">{t(messages.noApplications)}</p>
      )}
      {applications.status === 'loaded' && applications.data.length > 0 && (
        <>
          <RecentApplicationsTable
            applications={applications.data.slice(0, dashboardLimits.applications)}
            total={applications.data.length}
          />
          <p>
            <Link to="/applications" className="link-standalone">
              {t(messages.seeAllApplications, { count: applications.data.length })}
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
  const { t, locale } = useStaffMessages();
  const columns = useMemo(() => recentColumns(t, locale), [t, locale]);
  return (
    <DataTable
      caption={t(messages.recentCaption, { shown: applications.length, total })}
      captionVisuallyHidden
      columns={columns}
      rows={applications}
      rowKey={(application) => application._id}
      actions={(application) => (
        <Link to={reviewPath(application._id)} className="button button-small button-secondary">
          {t(messages.review)}
          <span className="visually-hidden">
            {' '}
            {t(applicationTableMessages.whose, { name: applicationName(application) })}
          </span>
        </Link>
      )}
    />
  );
}
