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
import { dashboardLimits, educationDashboardTexts as texts } from './education-dashboard-texts.js';

/**
 * The 'Available Grants' card (spec §2): the first 3 grants of the list (newest first) that are
 * available to members, that is published (a draft or a closed grant is not "available"), each
 * with its type, status, the start of its description, its dates, View Details and Edit; with
 * none, the way to Create Grant. "See all grants" counts every grant.
 */
export function AvailableGrants({ grants }: { grants: Query<Grant[]> }) {
  const headingId = useId();
  const available =
    grants.status === 'loaded' ? grants.data.filter((grant) => grant.status === 'published') : [];
  return (
    <section className="card card-stack dashboard-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Available Grants</h2>
      {grants.status === 'loading' && (
        <LoadingStatus onRetry={grants.refresh} retryWhat="loading grants">
          Loading grants…
        </LoadingStatus>
      )}
      {grants.status === 'failed' && (
        <QueryFailure
          error={grants.error}
          fallback={texts.grantsLoadFailed}
          onRetry={grants.refresh}
          retryWhat="loading grants"
          small
        />
      )}
      {grants.status === 'loaded' && available.length === 0 && (
        <div className="empty-state">
          <p>{texts.noGrants}</p>
          <Link to="/create-grant" className="button">
            Create Grant
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
              See all grants ({grants.data.length})
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function GrantSummaryItem({ grant }: { grant: Grant }) {
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
          <dt>Opens</dt>
          <dd>
            <time dateTime={grant.openDate}>{formatDate(grant.openDate)}</time>
          </dd>
        </div>
        <div>
          <dt>Closes</dt>
          <dd>
            <time dateTime={grant.closeDate}>{formatDate(grant.closeDate)}</time>
          </dd>
        </div>
      </dl>
      <div className="actions">
        <Link
          to={`/grants/${encodeURIComponent(grant._id)}`}
          className="button button-small button-secondary"
        >
          View Details{title}
        </Link>
        <Link
          to={`/grants/${encodeURIComponent(grant._id)}/edit`}
          className="button button-small button-secondary"
        >
          Edit{title}
        </Link>
      </div>
    </li>
  );
}
