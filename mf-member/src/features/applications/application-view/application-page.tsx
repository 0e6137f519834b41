import { answerKey, type Application } from '@portal/contract/applications';
import type { FileRecord } from '@portal/contract/files';
import {
  Alert,
  ApiRequestError,
  errorMessage,
  LoadingStatus,
  QueryFailure,
  useQuery,
  useApplicationNoticesRead,
  DateTime,
} from '@portal/web-kit';
import { FileAnswer, StatusHistory } from '@portal/web-kit/applications';
import { ApplicationStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';
import { Link, useParams } from '@portal/web-kit/router';
import { useState } from 'react';
import { getApplication } from '../api/get-application.js';
import { getApplicationFiles } from '../api/get-application-files.js';
import { AnswerText } from './answer-text.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { sharedMessages } from '../../../shared/messages.js';
import { conversationMessages } from './conversation.messages.js';
import { applicationViewMessages as messages } from './messages.js';
import { MoreInformationForm } from './more-information-form.js';
import { WithdrawApplication } from './withdraw-application.js';
import './application-view.css';

/**
 * `/applications/{id}` (spec §2, §6): the member's own application, read-only: the questions as
 * they were asked (the application's snapshot, so later edits of the grant change nothing) with
 * the answers, and the status with when it last changed. Another member's application answers
 * 403 and the page says spec §6's sentence; none at this id says so and leads back. A file
 * question shows the file uploaded, to download, or that none arrived; when the files cannot be
 * loaded, spec §8's 'Error fetching files' with Retry, the answers still shown.
 *
 * Its reference; while the education office asks for more information, its request
 * and a form with exactly the questions named (MoreInformationForm); Withdraw while Submitted or
 * Requires More Information; and what has happened, the conversation included.
 */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const application = useQuery((signal) => getApplication(id, signal), [id]);
  const failure = application.error instanceof ApiRequestError ? application.error : undefined;
  const forbidden = failure?.status === 403;
  const notFound = failure?.status === 404;
  useApplicationNoticesRead(application.data?._id);
  const { t } = useMemberMessages();

  return (
    <div className="page application-view-page">
      <h1>
        {application.data?.grantTitle ?? (notFound ? t(messages.notFoundTitle) : t(messages.title))}
      </h1>
      {application.status === 'loading' && (
        <LoadingStatus onRetry={application.refresh}>{t(messages.loading)}</LoadingStatus>
      )}
      {application.status === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            {forbidden
              ? t(messages.forbidden)
              : notFound
                ? t(messages.notFound)
                : errorMessage(application.error, t(messages.loadFailed))}
          </p>
          {!forbidden && !notFound && (
            <button type="button" className="button" onClick={application.refresh}>
              {t(sharedMessages.retry)}
            </button>
          )}
        </div>
      )}
      {application.data && (
        <ApplicationView key={application.data.statusChangedAt} application={application.data} />
      )}
      <Link to="/my-applications" className="button button-secondary">
        {t(messages.backToList)}
      </Link>
    </div>
  );
}

function ApplicationView({ application: loaded }: { application: Application }) {
  // A resubmission or a withdrawal answers the application as it now is: shown at once.
  const [changed, setChanged] = useState<{ application: Application; message: string } | null>(
    null,
  );
  const application = changed?.application ?? loaded;
  const { t } = useMemberMessages();
  const askedForFiles = application.sections.some((section) =>
    section.questions.some((question) => question.type === 'file'),
  );
  // Asked once the application is known to be the member's, and only when it takes files.
  const files = useQuery(
    (signal): Promise<Record<string, FileRecord>> =>
      askedForFiles ? getApplicationFiles(application._id, signal) : Promise.resolve({}),
    [application._id, askedForFiles, application.statusChangedAt],
  );
  return (
    <>
      <Alert kind="success">{changed?.message}</Alert>
      <dl className="fact-list">
        <div>
          <dt>{t(messages.reference)}</dt>
          <dd>{application.reference}</dd>
        </div>
        <div>
          <dt>{t(messages.type)}</dt>
          <dd>
            <GrantTypeBadge type={application.grantType} />
          </dd>
        </div>
        <div>
          <dt>{t(messages.submitted)}</dt>
          <dd>
            <DateTime value={application.dateSubmitted} />
          </dd>
        </div>
        <div>
          <dt>{t(messages.status)}</dt>
          <dd>
            <ApplicationStatusBadge status={application.status} />
          </dd>
        </div>
        <div>
          <dt>{t(messages.statusSince)}</dt>
          <dd>
            <DateTime value={application.statusChangedAt} />
          </dd>
        </div>
      </dl>
      {application.openRequest && (
        <MoreInformationForm
          application={application}
          onResubmitted={(updated) =>
            setChanged({ application: updated, message: t(conversationMessages.resubmitted) })
          }
        />
      )}
      {askedForFiles && files.status === 'loading' && (
        <LoadingStatus onRetry={files.refresh} retryWhat={t(messages.retryFiles)}>
          {t(messages.loadingFiles)}
        </LoadingStatus>
      )}
      {files.status === 'failed' && (
        <QueryFailure
          error={files.error}
          fallback={t(messages.filesLoadFailed)}
          onRetry={files.refresh}
          retryWhat={t(messages.retryFiles)}
        />
      )}
      {application.sections.map((section, sectionIndex) => (
        <section
          key={sectionIndex}
          className="card application-view-section"
          aria-labelledby={`answers-${sectionIndex}`}
        >
          <h2 id={`answers-${sectionIndex}`}>{section.label}</h2>
          {section.description && <p className="muted">{section.description}</p>}
          <dl className="answer-list">
            {section.questions.map((question, questionIndex) => {
              const key = answerKey(sectionIndex, questionIndex);
              return (
                <div key={key} className="answer-item">
                  <dt>{question.label}</dt>
                  <dd>
                    {question.type === 'file' ? (
                      <FileAnswer
                        value={application.answers[key]}
                        file={files.data?.[key]}
                        filesKnown={files.status === 'loaded'}
                        noAnswer={t(messages.noAnswer)}
                        missing={(chosen) => (
                          <>
                            <p className="missing-file">{t(messages.noFileUploaded)}</p>
                            <p className="muted missing-file-help">
                              {t(messages.fileDidNotArrive, { fileName: chosen })}
                            </p>
                          </>
                        )}
                      />
                    ) : (
                      <AnswerText question={question} value={application.answers[key]} />
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      <StatusHistory
        entries={application.statusHistory}
        sections={application.sections}
        reader="applicant"
        title={t(messages.history)}
      />
      <WithdrawApplication
        application={application}
        onWithdrawn={(updated) => {
          setChanged({ application: updated, message: t(conversationMessages.withdrawn) });
        }}
      />
    </>
  );
}

export default ApplicationPage;
