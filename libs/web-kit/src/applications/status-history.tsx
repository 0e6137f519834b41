import type { StatusHistoryEntry } from '@portal/contract/applications';
import type { Section } from '@portal/contract/grants';
import { useId } from 'react';
import { formatDateTime } from '../format/format-date.js';
import { useKitMessages } from '@portal/web-kit/i18n';
import {
  describeStatusEntry,
  namedQuestions,
  previousAnswers,
  type HistoryReader,
} from './describe-status-entry.js';
import { historyMessages } from './messages.js';

export interface StatusHistoryProps {
  entries: readonly StatusHistoryEntry[];
  /** The application's questions, to name those a request or a resubmission is about. */
  sections: readonly Section[];
  reader: HistoryReader;
  /** The heading; 'Status history' when not given. */
  title?: string;
}

/**
 * Every status the application has had, oldest first, with the conversation: what a
 * reviewer asked and about which questions, what the applicant sent back (and the answers as
 * they were before), why they withdrew. Reviewers see who did each; the applicant never sees a
 * reviewer's name.
 */
export function StatusHistory({ entries, sections, reader, title }: StatusHistoryProps) {
  const { t, locale } = useKitMessages();
  const headingId = useId();
  return (
    <section className="status-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t(historyMessages.title)}</h2>
      <ol className="history-list">
        {entries.map((entry, index) => {
          const named = entry.kind === 'moreInfoRequested' ? namedQuestions(entry, sections) : [];
          const before = entry.kind === 'resubmitted' ? previousAnswers(entry, sections) : [];
          return (
            <li key={index} className={`history-entry history-${entry.kind}`}>
              <p>
                {reader === 'reviewer' && (
                  <>
                    <strong>{entry.byName || t(historyMessages.someone)}</strong>{' '}
                  </>
                )}
                {describeStatusEntry(entry, entries[index - 1], reader, t)}
              </p>
              <time className="muted" dateTime={entry.at}>
                {formatDateTime(entry.at, locale)}
              </time>
              {entry.message && (
                <blockquote className="history-message">
                  <p>{entry.message}</p>
                </blockquote>
              )}
              {named.length > 0 && (
                <div className="history-detail">
                  <p>{t(historyMessages.questionsAgain)}</p>
                  <ul>
                    {named.map((label, position) => (
                      <li key={position}>{label}</li>
                    ))}
                  </ul>
                </div>
              )}
              {before.length > 0 && (
                <div className="history-detail">
                  <p>{t(historyMessages.answersBefore)}</p>
                  <dl>
                    {before.map((answer) => (
                      <div key={answer.key}>
                        <dt>{answer.label}</dt>
                        <dd>{answer.before || t(historyMessages.noAnswer)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
