import { LoadingStatus, QueryFailure, useQuery, DateTime } from '@portal/web-kit';
import { useId } from 'react';
import { Link } from '@portal/web-kit/router';
import { getGrantHistory } from '../api/get-grant-history.js';
import { describeHistoryEntry } from './describe-history-entry.js';

export const historyTexts = {
  loadFailed: 'Error fetching grant history',
  empty: 'No changes recorded yet.',
  unknownActor: 'Someone',
} as const;

/**
 * Who did what to the grant, and when, oldest first (as the portal records it). Loaded on its
 * own: a history that cannot be read does not hide the grant.
 */
export function GrantHistory({ grantId }: { grantId: string }) {
  const headingId = useId();
  const history = useQuery((signal) => getGrantHistory(grantId, signal), [grantId]);
  return (
    <section className="grant-history" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {history.status === 'loading' && (
        <LoadingStatus onRetry={history.refresh} retryWhat="loading the history">
          Loading the history…
        </LoadingStatus>
      )}
      {history.status === 'failed' && (
        <QueryFailure
          error={history.error}
          fallback={historyTexts.loadFailed}
          onRetry={history.refresh}
          small
        />
      )}
      {history.data?.length === 0 && <p className="muted">{historyTexts.empty}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="history-list">
          {history.data.map((entry, index) => (
            <li key={index}>
              <p>
                <strong>{entry.actorName || historyTexts.unknownActor}</strong>{' '}
                {describeHistoryEntry(entry)}
                {entry.copiedFrom && (
                  <>
                    {' '}
                    (<Link to={`/grants/${entry.copiedFrom}`}>the original</Link>)
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
