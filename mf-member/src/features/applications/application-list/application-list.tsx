import type { ApplicationSummary } from '@portal/contract/applications';
import { formatDate, LoadingStatus, QueryFailure, type Query } from '@portal/web-kit';
import { ApplicationStatusBadge } from '@portal/web-kit/badges';
import { Link } from '@portal/web-kit/router';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { richText } from '../../../i18n/rich-text.js';
import { applicationListMessages as messages } from './messages.js';
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
  const { t } = useMemberMessages();
  if (applications.status === 'loading') {
    return (
      <LoadingStatus onRetry={applications.refresh} retryWhat={t(messages.retryLoading)}>
        {t(messages.loading)}
      </LoadingStatus>
    );
  }
  if (!applications.data) {
    return (
      <QueryFailure
        error={applications.error}
        fallback={t(messages.loadFailed)}
        onRetry={applications.refresh}
      />
    );
  }
  if (applications.data.length === 0) {
    return <p className="empty-state">{t(messages.empty)}</p>;
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
  const { t, locale } = useMemberMessages();
  return (
    <li className="application-row">
      <div className="application-row-text">
        <p className="application-row-title">{application.grantTitle}</p>
        <p className="application-row-facts">
          <span>
            {richText(
              t,
              messages.submitted,
              {},
              {
                date: (
                  <time dateTime={application.dateSubmitted}>
                    {formatDate(application.dateSubmitted, locale)}
                  </time>
                ),
              },
            )}
          </span>
          <span>
            {richText(
              t,
              messages.reference,
              {},
              {
                reference: <span className="application-reference">{application.reference}</span>,
              },
            )}
          </span>
          <ApplicationStatusBadge status={application.status} />
        </p>
      </div>
      <Link
        to={`/applications/${application._id}`}
        className="button button-secondary button-small"
      >
        {t(messages.view)}
        <span className="visually-hidden">
          {' '}
          {t(messages.viewWhat, { grantTitle: application.grantTitle })}
        </span>
      </Link>
    </li>
  );
}
