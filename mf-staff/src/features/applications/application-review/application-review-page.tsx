import type { Application, ApplicationStatus } from '@portal/contract/applications';
import {
  Alert,
  ApiRequestError,
  errorMessage,
  formatDateTime,
  LoadingStatus,
  useApplicationNoticesRead,
  useQuery,
  useTimedMessage,
} from '@portal/web-kit';
import { useState } from 'react';
import { Link, useParams } from '@portal/web-kit/router';
import { getApplication } from '../api/get-application.js';
import { setApplicationStatus } from '../api/set-application-status.js';
import '../applications.css';
import { ApplicationAnswers } from './application-answers.js';
import { ApplicationFacts } from './application-facts.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { applicationStatusName } from '../../../shared/statuses/status-names.js';
import { reviewMessages as messages } from './messages.js';
import { StatusHistory } from '@portal/web-kit/applications';
import { DecisionDialog } from './decision-dialog.js';
import { InternalNotes } from './internal-notes.js';
import { MoreInfoRequestDialog } from './more-info-request-dialog.js';
import { EarlierFiles } from './earlier-files.js';
import { StatusButtons } from './status-buttons.js';

/** The statuses asked in a dialog, with words for the applicant, before they are set. */
type AskedDecision = 'approved' | 'rejected' | 'needsMoreInfo';
const askedInDialog: readonly ApplicationStatus[] = ['approved', 'rejected', 'needsMoreInfo'];

/**
 * `/admin/applications/{id}` (spec §2, §6): 'Review Application'. Who applied to which grant
 * and when, the status with spec §2's five buttons ('Application status updated to {label}'
 * for 3 seconds), the answers under the questions the applicant was asked, and the status
 * history. An application that does not exist says so and leads back to the list; one the
 * account may not see says spec §6's sentence.
 *
 * Request More Info opens the request (a message, and which answers and files the
 * applicant may change) rather than only setting the status; the history shows the
 * conversation; a withdrawn application says so and has no status buttons.
 *
 * Decisions with words: Approve (Award), Reject (Not Awarded) and Request More Info each open a
 * dialog with a message to the applicant (required but with an award) and an internal note for
 * reviewers, shown under the history; Mark as Submitted and Mark as Reviewed set the status at
 * once, as spec §2 has them.
 */
export default function ApplicationReviewPage() {
  const { id = '' } = useParams();
  // Another application starts afresh: no message, change or answer of the one before.
  return <ApplicationReview key={id} id={id} />;
}

function ApplicationReview({ id }: { id: string }) {
  const { t, locale } = useStaffMessages();
  const loaded = useQuery((signal) => getApplication(id, signal), [id]);
  // A status change answers the application as it now is: shown without loading it again.
  const [changed, setChanged] = useState<Application | null>(null);
  const application = changed ?? loaded.data;
  // Opened (from a notice, its email or the table): the reviewer's notices about it are read.
  useApplicationNoticesRead(loaded.data?._id);
  const success = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  const failed = loaded.error instanceof ApiRequestError ? loaded.error : undefined;
  const notFound = failed?.code === 'application.not_found';
  // Someone else's application, or an account whose reviewer rights were just taken away.
  const forbidden = failed?.status === 403;

  // The decision asked in a dialog, and the button that opened it (focus goes back to it).
  const [asking, setAsking] = useState<{ status: AskedDecision; opener: HTMLElement } | null>(null);

  function decided(updated: Application) {
    setAsking(null);
    setChanged(updated);
    success.show(t(messages.updated, { status: applicationStatusName(updated.status, t) }));
  }

  async function choose(status: ApplicationStatus, button: HTMLElement) {
    if (!application || pending || asking) return;
    // Request More Info asks again even when more information is already asked.
    if (status === application.status && status !== 'needsMoreInfo') return;
    if (askedInDialog.includes(status)) {
      success.clear();
      setFailure(null);
      setAsking({ status: status as AskedDecision, opener: button });
      return;
    }
    success.clear();
    setFailure(null);
    setPending(status);
    try {
      const updated = await setApplicationStatus(application._id, status);
      setChanged(updated);
      success.show(t(messages.updated, { status: applicationStatusName(updated.status, t) }));
    } catch (error) {
      setFailure(errorMessage(error, t(messages.updateFailed)));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="page application-review">
      {/* One heading element whatever the state: the shell focuses it after navigation. */}
      <h1>{t(notFound ? messages.notFoundTitle : messages.title)}</h1>
      <ul className="actions page-actions">
        <li>
          <Link to="/applications" className="button button-secondary">
            {t(messages.backToApplications)}
          </Link>
        </li>
      </ul>
      {loaded.status === 'loading' && (
        <LoadingStatus onRetry={loaded.refresh}>{t(messages.loading)}</LoadingStatus>
      )}
      {loaded.status === 'failed' && notFound && <p>{t(messages.notFound)}</p>}
      {loaded.status === 'failed' && forbidden && (
        <p className="notice notice-error" role="alert">
          {t(messages.forbidden)}
        </p>
      )}
      {loaded.status === 'failed' && !notFound && !forbidden && (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(loaded.error, t(messages.loadFailed))}</p>
          <button type="button" className="button" onClick={loaded.refresh}>
            {t(messages.retry)}
          </button>
        </div>
      )}
      {application && (
        <>
          <ApplicationFacts application={application} />
          {application.status === 'withdrawn' ? (
            <p className="notice notice-info">
              {t(messages.withdrawn, { at: formatDateTime(application.statusChangedAt, locale) })}
            </p>
          ) : (
            <StatusButtons
              current={application.status}
              pending={pending}
              onChoose={(status, button) => void choose(status, button)}
            />
          )}
          {asking?.status === 'needsMoreInfo' && (
            <MoreInfoRequestDialog
              application={application}
              opener={asking.opener}
              onSent={decided}
              onCancel={() => setAsking(null)}
            />
          )}
          {(asking?.status === 'approved' || asking?.status === 'rejected') && (
            <DecisionDialog
              application={application}
              decision={asking.status}
              opener={asking.opener}
              onDecided={decided}
              onCancel={() => setAsking(null)}
            />
          )}
          <Alert kind="success">{success.message}</Alert>
          <Alert kind="error">{failure}</Alert>
          <ApplicationAnswers application={application} />
          <EarlierFiles application={application} />
          <StatusHistory
            entries={application.statusHistory}
            sections={application.sections}
            reader="reviewer"
          />
          <InternalNotes entries={application.statusHistory} />
        </>
      )}
    </div>
  );
}
