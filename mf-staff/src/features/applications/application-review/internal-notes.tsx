import { applicationStatusLabels, type StatusHistoryEntry } from '@portal/contract/applications';
import { formatDateTime } from '@portal/web-kit';
import { useId } from 'react';
import { internalNotesTexts as texts } from './application-review-texts.js';

/**
 * The reviewers' internal notes kept in the status history beside a decision or a request,
 * oldest first, each with who wrote it, with what and when. The portal sends them to reviewers
 * only; shown nowhere else. Nothing when there is none.
 */
export function InternalNotes({ entries }: { entries: readonly StatusHistoryEntry[] }) {
  const headingId = useId();
  const notes = entries.filter((entry) => entry.internalNote);
  if (notes.length === 0) return null;
  return (
    <section className="internal-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      <ol className="history-list">
        {notes.map((entry, index) => (
          <li key={index} className="history-entry">
            <p>
              <strong>{entry.byName || 'Someone'}</strong>{' '}
              {texts.about(
                entry.kind === 'moreInfoRequested'
                  ? texts.request
                  : texts.decision(applicationStatusLabels[entry.status]),
              )}
            </p>
            <time className="muted" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
            <blockquote className="history-message">
              <p>{entry.internalNote}</p>
            </blockquote>
          </li>
        ))}
      </ol>
    </section>
  );
}
