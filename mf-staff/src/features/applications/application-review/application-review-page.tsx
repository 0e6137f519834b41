import type { Application, ApplicationStatus } from '@portal/contract/applications';
import {
  Alert,
  ApiRequestError,
  errorMessage,
  LoadingStatus,
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
import { applicationReviewTexts as texts } from './application-review-texts.js';
import { StatusHistory } from '@portal/web-kit/applications';
import { MoreInfoRequestForm } from './more-info-request-form.js';
import { StatusButtons } from './status-buttons.js';

/**
 * `/admin/applications/{id}` (spec §2, §6): 'Review Application'. Who applied to which grant
 * and when, the status with spec §2's five buttons ('Application status updated to {label}'
 * for 3 seconds), the answers under the questions the applicant was asked, and the status
 * history. An application that does not exist says so and leads back to the list; one the
 * account may not see says spec §6's sentence.
 *
 * Issue 12: Request More Info opens the request (a message, and which answers and files the
 * applicant may change) rather than only setting the status; the history shows the
 * conversation; a withdrawn application says so and has no status buttons.
 */
export default function ApplicationReviewPage() {
  const { id = '' } = useParams();
  // Another application starts afresh: no message, change or answer of the one before.
  return <ApplicationReview key={id} id={id} />;
}

function ApplicationReview({ id }: { id: string }) {
  const loaded = useQuery((signal) => getApplication(id, signal), [id]);
  // A status change answers the application as it now is: shown without loading it again.
  const [changed, setChanged] = useState<Application | null>(null);
  const application = changed ?? loaded.data;
  const success = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  const failed = loaded.error instanceof ApiRequestError ? loaded.error : undefined;
  const notFound = failed?.code === 'application.not_found';
  // Someone else's application, or an account whose reviewer rights were just taken away.
  const forbidden = failed?.status === 403;

  // The Request More Info button that opened the request: focus goes back to it on Cancel.
  const [asking, setAsking] = useState<HTMLElement | null>(null);

  async function choose(status: ApplicationStatus, button: HTMLElement) {
    if (!application || pending || asking) return;
    if (status === 'needsMoreInfo') {
      success.clear();
      setFailure(null);
      setAsking(button);
      return;
    }
    if (status === application.status) return;
    success.clear();
    setFailure(null);
    setPending(status);
    try {
      const updated = await setApplicationStatus(application._id, status);
      setChanged(updated);
      success.show(texts.updated(updated.status));
    } catch (error) {
      setFailure(errorMessage(error, texts.updateFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="page application-review">
      {/* One heading element whatever the state: the shell focuses it after navigation. */}
      <h1>{notFound ? texts.notFoundTitle : texts.title}</h1>
      <ul className="actions page-actions">
        <li>
          <Link to="/applications" className="button button-secondary">
            Back to Applications
          </Link>
        </li>
      </ul>
      {loaded.status === 'loading' && (
        <LoadingStatus onRetry={loaded.refresh}>Loading the application…</LoadingStatus>
      )}
      {loaded.status === 'failed' && notFound && <p>{texts.notFound}</p>}
      {loaded.status === 'failed' && forbidden && (
        <p className="notice notice-error" role="alert">
          {texts.forbidden}
        </p>
      )}
      {loaded.status === 'failed' && !notFound && !forbidden && (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(loaded.error, texts.loadFailed)}</p>
          <button type="button" className="button" onClick={loaded.refresh}>
            Retry
          </button>
        </div>
      )}
      {application && (
        <>
          <ApplicationFacts application={application} />
          {application.status === 'withdrawn' ? (
            <p className="notice notice-info">{texts.withdrawn(application.statusChangedAt)}</p>
          ) : (
            <StatusButtons
              current={application.status}
              pending={pending}
              onChoose={(status, button) => void choose(status, button)}
            />
          )}
          {asking && (
            <MoreInfoRequestForm
              application={application}
              onSent={(updated) => {
                setAsking(null);
                setChanged(updated);
                success.show(texts.updated(updated.status));
              }}
              onCancel={() => {
                const opener = asking;
                setAsking(null);
                opener.focus();
              }}
            />
          )}
          <Alert kind="success">{success.message}</Alert>
          <Alert kind="error">{failure}</Alert>
          <ApplicationAnswers application={application} />
          <StatusHistory
            entries={application.statusHistory}
            sections={application.sections}
            reader="reviewer"
          />
        </>
      )}
    </div>
  );
}
