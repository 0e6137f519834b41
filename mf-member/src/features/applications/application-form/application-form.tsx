import {
  answerKey,
  type Answers,
  type AnswerValue,
  type Application,
} from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { Alert, formatDate, SubmitButton } from '@portal/web-kit';
import { GrantTypeBadge } from '@portal/web-kit/badges';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from '@portal/web-kit/router';
import { submitApplication } from '../api/submit-application.js';
import { submittedApplicationState } from '../submitted-application.js';
import { invalidFileTypeMessage, isAllowedUpload } from './allowed-uploads.js';
import { checkForm, problemsSummary, questionProblems } from './answer-problems.js';
import { applicationFormTexts } from './application-form-texts.js';
import { applicationWindow } from './application-window.js';
import { ApplicationWindowNotice } from './application-window-notice.js';
import { GrantDescription } from './grant-description.js';
import { QuestionField } from './questions/question-field.js';
import { describeSubmitFailure } from './submit-failure.js';
import { useAnnounced } from '../../shared/use-announced.js';
import { filesToUpload, uploadFailures } from './file-uploads.js';
import { UploadPanel } from './upload-panel.js';
import { uploadTexts } from './upload-texts.js';
import { useAnswerDraft } from './use-answer-draft.js';
import { useFileUploads } from './use-file-uploads.js';
import './application-form.css';

export interface ApplicationFormProps {
  grant: Grant;
  /** The signed-in member: their draft is kept under their id. */
  userId: string | undefined;
}

/** The element that holds a question's field, for the summary's links. */
const questionElementId = (key: string) => `question-${key}`;

/**
 * The application form of one published grant (spec §2, §5): the grant's description, a warning
 * outside its dates, and its sections' questions with their defaults. The contract's
 * `checkAnswers` is the only judge of the answers: a submit with problems shows each question's
 * message and, at the top, 'Please fill out all required fields' with a link to each question;
 * the page scrolls up and focus moves to that summary (spec §8). Answers are kept in this browser
 * as they are typed (useAnswerDraft) and forgotten once the application is saved.
 *
 * Spec §4: the application is saved first, then each chosen file is uploaded, one at a time,
 * with its progress (UploadPanel). A file that does not arrive never undoes the saved
 * application: the member goes to /user-dashboard either way, told there which files did not
 * arrive and why (spec §8).
 */
export function ApplicationForm({ grant, userId }: ApplicationFormProps) {
  const navigate = useNavigate();
  const draft = useAnswerDraft(userId, grant._id, grant.sections);
  const [answers, setAnswers] = useState<Answers>(draft.initialAnswers);
  const [fileProblems, setFileProblems] = useState<Readonly<Record<string, string>>>({});
  // The files chosen, for the upload after the save (spec §4).
  const chosenFiles = useRef(new Map<string, File>());
  const files = useFileUploads();
  // Uploads go on if the member follows a link away; only the page shown may navigate after them.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Set before the request leaves: a second tap in the same moment finds it (state would not).
  const submittingNow = useRef(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [keepsDraft, setKeepsDraft] = useState(draft.canKeep);
  const [timing] = useState(() => applicationWindow(grant, new Date()));
  const summaryRef = useRef<HTMLDivElement>(null);

  const restoredFrom = useAnnounced(draft.restoredFrom);

  const check = useMemo(() => checkForm(answers, grant.sections), [answers, grant.sections]);
  // Until a submit is tried, only a refused file is a problem worth interrupting for.
  const problems = questionProblems(
    attempted ? check : { ok: true, answers },
    fileProblems,
    grant.sections,
  );
  const problemOf = new Map(problems.map((problem) => [problem.key, problem.message]));

  function change(key: string, value: AnswerValue) {
    const next = { ...answers, [key]: value };
    setAnswers(next);
    setKeepsDraft(draft.keep(next));
  }

  function chooseFile(key: string, file: File | null): boolean {
    const refused = file !== null && !isAllowedUpload(file);
    if (file && !refused) chosenFiles.current.set(key, file);
    else chosenFiles.current.delete(key);
    setFileProblems(({ [key]: _old, ...others }) =>
      refused ? { ...others, [key]: invalidFileTypeMessage } : others,
    );
    change(key, file && !refused ? file.name : '');
    return !refused;
  }

  /** Scrolls to the top and moves focus to the summary, so that it is seen and read first. */
  function revealSummary() {
    window.scrollTo({ top: 0 });
    summaryRef.current?.focus({ preventScroll: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingNow.current) return; // a double tap: the first one is on its way
    const problemsNow = questionProblems(check, fileProblems, grant.sections);
    if (!check.ok || problemsNow.length > 0) {
      flushSync(() => {
        setAttempted(true);
        setFailure(null);
      });
      revealSummary();
      return;
    }
    submittingNow.current = true;
    setSubmitting(true);
    setFailure(null);
    let application: Application;
    try {
      application = await submitApplication(grant._id, check.answers);
    } catch (error) {
      submittingNow.current = false;
      flushSync(() => {
        setSubmitting(false);
        setFailure(describeSubmitFailure(error));
      });
      revealSummary();
      return;
    }
    draft.forget();
    // Once saved, the application is never sent again: the button stays busy until we leave.
    const uploaded = await files.run(
      application._id,
      filesToUpload(grant.sections, chosenFiles.current),
    );
    if (!shown.current) return;
    void navigate('/user-dashboard', {
      state: submittedApplicationState(application, uploadFailures(uploaded)),
    });
  }

  // Enter in a date field or on a checkbox must not send the application half filled in
  // (browsers submit a form on Enter there). A file input keeps Enter: it opens the picker.
  function keepEnterFromSending(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'file')
      event.preventDefault();
  }

  const summary = failure ? (
    failure.map((line) => <p key={line}>{line}</p>)
  ) : attempted && problems.length > 0 ? (
    <>
      <p>
        <strong>{problemsSummary(check, problems, grant.sections)}</strong>
      </p>
      <ul className="problem-links">
        {problems.map((problem) => (
          <li key={problem.key}>
            <a
              href={`#${questionElementId(problem.key)}`}
              onClick={(event) => {
                event.preventDefault();
                focusQuestion(problem.key);
              }}
            >
              {problem.label} — {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </>
  ) : null;

  return (
    <>
      <p className="application-facts">
        <GrantTypeBadge type={grant.type} />
        <span>Closes {formatDate(grant.closeDate)}</span>
      </p>
      <ApplicationWindowNotice timing={timing} />
      <Alert kind="info">{restoredFrom && applicationFormTexts.restored(restoredFrom)}</Alert>
      <Alert kind="error" ref={summaryRef} tabIndex={-1} className="problem-summary">
        {summary}
      </Alert>
      {files.uploads && (
        <UploadPanel uploads={files.uploads} status={files.status} onCancel={files.cancel} />
      )}
      <GrantDescription description={grant.description} />
      <form
        className="form application-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={keepEnterFromSending}
      >
        {grant.sections.map((section, sectionIndex) => (
          <section
            key={sectionIndex}
            className="card application-section"
            aria-labelledby={`section-${sectionIndex}`}
          >
            <h2 id={`section-${sectionIndex}`}>{section.label}</h2>
            {section.description && <p className="muted">{section.description}</p>}
            {section.questions.map((question, questionIndex) => {
              const key = answerKey(sectionIndex, questionIndex);
              return (
                <div key={key} className="question" id={questionElementId(key)}>
                  <QuestionField
                    question={question}
                    answerKey={key}
                    value={answers[key] ?? ''}
                    error={problemOf.get(key)}
                    onChange={(value) => change(key, value)}
                    onChooseFile={(file) => chooseFile(key, file)}
                  />
                </div>
              );
            })}
          </section>
        ))}
        <p className="field-hint">
          {keepsDraft ? applicationFormTexts.keptWhileTyping : applicationFormTexts.notKeeping}
        </p>
        <div className="actions">
          <SubmitButton
            busy={submitting}
            busyText={files.uploads ? uploadTexts.uploading : applicationFormTexts.submitting}
          >
            {applicationFormTexts.submit}
          </SubmitButton>
          {/* Not while files go: away from this page, the member would not learn how they ended. */}
          {!files.uploads && (
            <Link to="/apply-grant" className="button button-secondary">
              {applicationFormTexts.backToGrants}
            </Link>
          )}
        </div>
      </form>
    </>
  );
}

/** Focus on a question's first control (its text box, first checkbox, first button…). */
function focusQuestion(key: string) {
  document
    .getElementById(questionElementId(key))
    ?.querySelector<HTMLElement>('input, textarea, select, button')
    ?.focus();
}
