import type { Grant } from '@portal/contract/grants';
import {
  formatDate,
  LoadingStatus,
  previewDescription,
  QueryFailure,
  type Query,
} from '@portal/web-kit';
import { GrantStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { useStaffMessages } from '../../i18n/staff-messages.js';
import { dashboardLimits } from './dashboard-limits.js';
import { educationDashboardMessages as messages } from './messages.js';

/**
 * The 'Available Grants' card (spec §2): the first 3 grants of the list (newest first) that are
 * available to members, that is published (a draft or a closed grant is not "available"), each
 * with its type, status, the start of its description, its dates, View Details and Edit; with
 * none, the way to Create Grant. "See all grants" counts every grant.
 */
export function AvailableGrants({ grants }: { grants: Query<Grant[]> }) {
  const { t } = useStaffMessages();
  const headingId = useId();
  const available =
    grants.status === 'loaded' ? grants.data.filter((grant) => grant.status === 'published') : [];
  return (
    <section className="card card-stack dashboard-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.availableGrants)}</h2>
      {grants.status === 'loading' && (
        <LoadingStatus onRetry={grants.refresh} retryWhat={t(messages.retryGrants)}>
          {t(messages.loadingGrants)}
        </LoadingStatus>
      )}
      {grants.status === 'failed' && (
        <QueryFailure
          error={grants.error}
          fallback={t(messages.grantsLoadFailed)}
          onRetry={grants.refresh}
          retryWhat={t(messages.retryGrants)}
          small
        />
      )}
      {grants.status === 'loaded' && available.length === 0 && (
        <div className="empty-state">
          <p>{t(messages.noGrants)}</p>
          <Link to="/create-grant" className="button">
            {t(messages.createGrant)}
          </Link>
        </div>
      )}
      {grants.status === 'loaded' && available.length > 0 && (
        <>
          <ul className="dashboard-grant-list">
            {available.slice(0, dashboardLimits.grants).map((grant) => (
              <GrantSummaryItem key={grant._id} grant={grant} />
            ))}
          </ul>
          <p>
            <Link to="/grants" className="link-standalone">
              {t(messages.seeAllGrants, { count: grants.data.length })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function GrantSummaryItem({ grant }: { grant: Grant }) {
  const { t, locale } = useStaffMessages();
  const titleId = useId();
  const title = <span className="visually-hidden"> {grant.title}</span>;
  return (
    <li className="dashboard-grant" aria-labelledby={titleId}>
      <h3 id={titleId}>{grant.title}</h3>
      <p className="dashboard-grant-badges">
        <GrantTypeBadge type={grant.type} /> <GrantStatusBadge status={grant.status} />
      </p>
      {grant.description && (
        <p className="dashboard-grant-description">{previewDescription(grant.description)}</p>
      )}
      <dl className="dashboard-grant-dates">
        <div>
          <dt>{t(messages.opens)}</dt>
          <dd>
            <time dateTime={grant.openDate}>{formatDate(grant.openDate, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t(messages.closes)}</dt>
          <dd>
            <time dateTime={grant.closeDate}>{formatDate(grant.closeDate, locale)}</time>
          </dd>
        </div>
      </dl>
      <div className="actions">
        <Link
          to={`/grants/${encodeURIComponent(grant._id)}`}
          className="button button-small button-secondary"
        >
          {t(messages.viewDetails)}
          {title}
        </Link>
        <Link
          to={`/grants/${encodeURIComponent(grant._id)}/edit`}
          className="button button-small button-secondary"
        >
          {t(messages.edit)}
          {title}
        </Link>
      </div>
    </li>
  );
}
