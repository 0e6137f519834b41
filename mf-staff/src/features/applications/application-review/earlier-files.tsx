import type { Application } from '@portal/contract/applications';
import { fileCalls, opensInBrowser } from '@portal/contract/files';
import { pathFor } from '@portal/contract/http';
import { FileDownload, formatDateTime, QueryFailure, useQuery } from '@portal/web-kit';
import { useId } from 'react';
import { getFileHistory } from '../api/get-file-history.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { elementMarker, placeElement } from '../../../shared/placed-element.js';
import { earlierFileMessages as messages } from './messages.js';
import { asksForFilesIn } from './use-application-files.js';

/**
 * The application's earlier files, beside its answers: a file the applicant replaced after
 * submitting (more information asked for) stays downloadable here; a file an admin removed is
 * named with when. Shown only when there is one.
 */
export function EarlierFiles({ application }: { application: Application }) {
  const { t, locale } = useStaffMessages();
  const headingId = useId();
  const asksForFiles = asksForFilesIn(application);
  const history = useQuery(
    (signal) => (asksForFiles ? getFileHistory(application._id, signal) : Promise.resolve([])),
    [application._id, asksForFiles],
  );
  if (history.status === 'failed')
    return (
      <QueryFailure
        error={history.error}
        fallback={t(messages.loadFailed)}
        onRetry={history.refresh}
        retryWhat={t(messages.retryWhat)}
        small
      />
    );
  if (!history.data || history.data.length === 0) return null;
  const labelOf = (questionKey: string) => {
    const [section, question] = questionKey.split('-').map(Number);
    return application.sections[section ?? -1]?.questions[question ?? -1]?.label ?? questionKey;
  };
  return (
    <section className="card card-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      <ul className="earlier-files">
        {history.data.map((entry) => (
          <li key={entry._id}>
            <p>
              {placeElement(
                t(entry.event === 'replaced' ? messages.replaced : messages.removed, {
                  question: elementMarker,
                  at: formatDateTime(entry.at, locale),
                }),
                <strong>{labelOf(entry.questionKey)}</strong>,
              )}
            </p>
            {entry.downloadable ? (
              <FileDownload
                path={pathFor(fileCalls.historyDownload, { id: entry._id })}
                filename={entry.originalname}
                size={entry.size}
                openAs={opensInBrowser(entry.mimeType) ? entry.mimeType : undefined}
              />
            ) : (
              <p className="muted">{entry.originalname}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
