import type { StatusHistoryEntry } from '@portal/contract/applications';
import { formatDateTime } from '@portal/web-kit';
import { useId } from 'react';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { applicationStatusName } from '../../../shared/statuses/status-names.js';
import { internalNoteMessages as messages } from './messages.js';

/**
 * The reviewers' internal notes kept in the status history beside a decision or a request,
 * oldest first, each with who wrote it, with what and when. The portal sends them to reviewers
 * only; shown nowhere else. Nothing when there is none.
 */
export function InternalNotes({ entries }: { entries: readonly StatusHistoryEntry[] }) {
  const { t, locale } = useStaffMessages();
  const headingId = useId();
  const notes = entries.filter((entry) => entry.internalNote);
  if (notes.length === 0) return null;
  return (
    <section className="internal-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      <p className="muted">{t(messages.intro)}</p>
      <ol className="history-list">
        {notes.map((entry, index) => (
          <li key={index} className="history-entry">
            <p>
              <strong>{entry.byName || t(messages.unknownActor)}</strong>{' '}
              {entry.kind === 'moreInfoRequested'
                ? t(messages.aboutRequest)
                : t(messages.aboutDecision, { status: applicationStatusName(entry.status, t) })}
            </p>
            <time className="muted" dateTime={entry.at}>
              {formatDateTime(entry.at, locale)}
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
