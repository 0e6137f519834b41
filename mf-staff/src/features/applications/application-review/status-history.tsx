import type { StatusHistoryEntry } from '@portal/contract/applications';
import { useId } from 'react';
import { DateTime } from '../../grants/grant-view/date-time.js';
import { applicationReviewTexts as texts } from './application-review-texts.js';
import { describeStatusEntry } from './describe-status-entry.js';

/** Every status the application has had, oldest first: who set it, from what, to what, when. */
export function StatusHistory({ entries }: { entries: readonly StatusHistoryEntry[] }) {
  const headingId = useId();
  return (
    <section className="status-history" aria-labelledby={headingId}>
      <h2 id={headingId}>Status history</h2>
      <ol className="history-list">
        {entries.map((entry, index) => (
          <li key={index}>
            <p>
              <strong>{entry.byName || texts.unknownActor}</strong>{' '}
              {describeStatusEntry(entry, entries[index - 1])}
            </p>
            <span className="muted">
              <DateTime value={entry.at} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
