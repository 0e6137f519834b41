import { answerKey } from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import {
  Alert,
  ApiRequestError,
  errorMessage,
  LoadingStatus,
  QueryFailure,
  SubmitButton,
  useQuery,
  useSession,
  browserDraftStorage,
} from '@portal/web-kit';
import { Link, useNavigate, useParams } from '@portal/web-kit/router';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { getGrant } from '../../../shared/api/get-grant.js';
import { submitDraft } from '../api/drafts.js';
import { loadServerDraft, type ServerDraft } from '../api/load-server-draft.js';
import { draftStorageKey, forgetDraft } from '../application-form/answer-draft-store.js';
import { AnswerText } from '../application-view/answer-text.js';
import { submittedApplicationState } from '../submitted-application.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { previewMessages as messages } from './messages.js';
import '../application-view/application-view.css';

/**
 * `/apply-grant/{id}/preview`: every answer and file of the member's draft as it is
 * saved on the portal, each with a link back to its question on the form, and the final Submit.
 * Submitting turns the draft into the application in one step (its files with it) and goes to
 * /user-dashboard, which says so with the application's reference.
 */
export default function ApplicationPreviewPage() {
  const { id = '' } = useParams();
  const grant = useQuery((signal) => getGrant(id, signal), [id]);
  const server = useQuery((signal) => loadServerDraft(id, signal), [id]);
  const loading = grant.status === 'loading' || server.status === 'loading';
  const { t } = useMemberMessages();
  return (
    <div className="page application-view-page">
      <h1>{t(messages.title)}</h1>
      {loading && (
        <LoadingStatus
          onRetry={() => {
            grant.refresh();
            server.refresh();
          }}
        >
          {t(messages.loading)}
        </LoadingStatus>
      )}
      {!loading && (!grant.data || !server.data) && (
        <QueryFailure
          error={grant.error ?? server.error}
          fallback={t(messages.loadFailed)}
          onRetry={() => {
            grant.refresh();
            server.refresh();
          }}
        />
      )}
      {grant.data && server.data && !server.data.draft && <p>{t(messages.noDraft)}</p>}
      {grant.data && server.data?.draft && <Preview grant={grant.data} server={server.data} />}
      <Link to={`/apply-grant/${id}`} className="button button-secondary">
        {t(messages.backToForm)}
      </Link>
    </div>
  );
}

function Preview({ grant, server }: { grant: Grant; server: ServerDraft }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { t } = useMemberMessages();
  const [submitting, setSubmitting] = useState(false);
  const submittingNow = useRef(false);
  // The portal's sentence, and whether it is about the answers (fixed on the form) or about an
  // application already sent to this grant (one per member).
  const [failure, setFailure] = useState<{
    message: string;
    onForm: boolean;
    alreadyApplied: boolean;
  } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const draft = server.draft;
  if (!draft) return null;
  const draftId = draft._id;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingNow.current) return;
    submittingNow.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const application = await submitDraft(draftId);
      // Submitted: the copy kept in this browser has nothing more to keep.
      const storage = browserDraftStorage();
      if (storage && user) forgetDraft(storage, draftStorageKey(user._id, grant._id));
      void navigate('/user-dashboard', { state: submittedApplicationState(application) });
    } catch (error) {
      submittingNow.current = false;
      flushSync(() => {
        setSubmitting(false);
        setFailure({
          message: errorMessage(error, t(messages.submitFailed)),
          onForm: error instanceof ApiRequestError && error.code === 'application.answers',
          alreadyApplied:
            error instanceof ApiRequestError && error.code === 'application.already_applied',
        });
      });
      failureRef.current?.focus();
    }
  }

  return (
    <>
      <p>{t(messages.intro, { grantTitle: grant.title })}</p>
      <Alert kind="error" ref={failureRef} tabIndex={-1}>
        {failure && (
          <>
            <p>{failure.message}</p>
            {failure.onForm && <p>{t(messages.fixFirst)}</p>}
            {failure.alreadyApplied && (
              <p>
                <Link to="/my-applications">{t(messages.seeMyApplications)}</Link>
              </p>
            )}
          </>
        )}
      </Alert>
      {grant.sections.map((section, sectionIndex) => (
        <section
          key={sectionIndex}
          className="card application-view-section"
          aria-labelledby={`preview-${sectionIndex}`}
        >
          <h2 id={`preview-${sectionIndex}`}>{section.label}</h2>
          <dl className="answer-list">
            {section.questions.map((question, questionIndex) => {
              const key = answerKey(sectionIndex, questionIndex);
              const file = server.files[key];
              return (
                <div key={key} className="answer-item">
                  <dt>{question.label}</dt>
                  <dd>
                    {question.type === 'file' ? (
                      file ? (
                        <span className="answer-text">{file}</span>
                      ) : (
                        <span className="muted">{t(messages.noFile)}</span>
                      )
                    ) : (
                      <AnswerText question={question} value={draft.answers[key]} />
                    )}
                    <p>
                      <Link
                        to={`/apply-grant/${grant._id}#question-${key}`}
                        className="link-standalone"
                      >
                        {t(messages.change)}
                        <span className="visually-hidden">
                          {' '}
                          {t(messages.changeWhat, { label: question.label })}
                        </span>
                      </Link>
                    </p>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      <form onSubmit={(event) => void submit(event)} className="actions">
        <SubmitButton busy={submitting} busyText={t(messages.submitting)}>
          {t(messages.submit)}
        </SubmitButton>
      </form>
    </>
  );
}
