import { DateTime, LoadingStatus, QueryFailure, useQuery } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { getGrantHistory } from '../api/get-grant-history.js';
import { describeHistoryEntry } from './describe-history-entry.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { grantHistoryMessages as messages } from './messages.js';

/**
 * Who did what to the grant, and when, oldest first (as the portal records it). Loaded on its
 * own: a history that cannot be read does not hide the grant.
 */
export function GrantHistory({ grantId }: { grantId: string }) {
  const { t } = useStaffMessages();
  const headingId = useId();
  const history = useQuery((signal) => getGrantHistory(grantId, signal), [grantId]);
  return (
    <section className="grant-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      {history.status === 'loading' && (
        <LoadingStatus onRetry={history.refresh} retryWhat={t(messages.retryWhat)}>
          {t(messages.loading)}
        </LoadingStatus>
      )}
      {history.status === 'failed' && (
        <QueryFailure
          error={history.error}
          fallback={t(messages.loadFailed)}
          onRetry={history.refresh}
          small
        />
      )}
      {history.data?.length === 0 && <p className="muted">{t(messages.empty)}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="history-list">
          {history.data.map((entry, index) => (
            <li key={index}>
              <p>
                <strong>{entry.actorName || t(messages.unknownActor)}</strong>{' '}
                {describeHistoryEntry(entry, t)}
                {entry.copiedFrom && (
                  <>
                    {' '}
                    (<Link to={`/grants/${entry.copiedFrom}`}>{t(messages.theOriginal)}</Link>)
                  </>
                )}
              </p>
              <span className="muted">
                <DateTime value={entry.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
