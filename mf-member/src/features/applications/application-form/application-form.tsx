import {
  answerKey,
  questionAt,
  type Answers,
  type AnswerValue,
} from '@portal/contract/applications';
import type { Grant } from '@portal/contract/grants';
import { Alert, formatDate, SubmitButton } from '@portal/web-kit';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { write, type Text } from '../../../i18n/text.js';
import { GrantTypeBadge } from '@portal/web-kit/badges';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from '@portal/web-kit/router';
import { saveDraft } from '../api/drafts.js';
import type { ServerDraft } from '../api/load-server-draft.js';
import { checkForm, problemsSummary, questionProblems } from './answer-problems.js';
import { chosenFileRefusal } from './chosen-file-refusal.js';
import { applicationFormTexts } from './application-form-texts.js';
import { applicationWindow } from './application-window.js';
import { ApplicationWindowNotice } from './application-window-notice.js';
import { GrantDescription } from './grant-description.js';
import { QuestionField } from './questions/question-field.js';
import { describeSaveFailure } from './submit-failure.js';
import { useAnnounced } from '../../../shared/use-announced.js';
import { filesToUpload, type FileUpload } from './file-uploads.js';
import { startingAnswers, type StartNotice } from './starting-answers.js';
import { useTypedBeforeStart } from './typed-before-start.js';
import { UploadLimitContext, useUploadLimit } from './upload-limit.js';
import { UploadPanel } from './upload-panel.js';
import { uploadMessages } from './upload.messages.js';
import { applicationFormMessages as messages } from './messages.js';
import { useAnswerDraft } from './use-answer-draft.js';
import { useFileUploads } from './use-file-uploads.js';
import './application-form.css';

export interface ApplicationFormProps {
  grant: Grant;
  /** The signed-in member: their draft is kept under their id. */
  userId: string | undefined;
  /** The member's draft on the portal and its files, or 'unavailable' when it could not be read. */
  server: ServerDraft | 'unavailable';
}

/** The element that holds a question's field, for the summary's and the preview's links. */
export const questionElementId = (key: string) => `question-${key}`;

/**
 * The application form of one published grant (spec §2, §5): the grant's description, a warning
 * outside its dates, and its sections' questions with their defaults. The contract's
 * `checkAnswers` is the only judge of the answers: a submit with problems shows each question's
 * message and, at the top, 'Please fill out all required fields' with a link to each question;
 * the page scrolls up and focus moves to that summary (spec §8).
 *
 * "Save draft" keeps the answers, and the chosen files, on the portal (the draft is
 * saved first, then each chosen file is uploaded to it, one at a time, with its progress:
 * UploadPanel), and the member resumes on any device. "Preview Application" checks the answers,
 * saves the draft the same way and opens the preview, where the final Submit is. Answers are
 * also kept in this browser as they are typed (useAnswerDraft): the offline fallback, shown when
 * newer than the portal's draft, and said so.
 */
export function ApplicationForm({ grant, userId, server }: ApplicationFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t, locale } = useMemberMessages();
  const draft = useAnswerDraft(userId, grant._id, grant.sections);
  const [start] = useState(() =>
    startingAnswers(
      grant.sections,
      server === 'unavailable' ? 'unavailable' : server.draft,
      draft.kept,
      server === 'unavailable' ? {} : server.files,
    ),
  );
  // On a page that came drawn with the member's data: what they changed in the drawn form
  // before this first render replaces it (typed-before-start.ts).
  const typed = useTypedBeforeStart(grant);
  const [answers, setAnswers] = useState<Answers>(() => ({ ...start.answers, ...typed.answers }));
  // The answers as last changed, before React renders them: two changes in one moment (a file
  // refused as the upload limit arrives, another chosen) both count.
  const latestAnswers = useRef(answers);
  // The files on the portal, by question: uploaded to the draft, now or on an earlier visit.
  const [storedFiles, setStoredFiles] = useState<Readonly<Record<string, string>>>(
    server === 'unavailable' ? {} : server.files,
  );
  const [fileProblems, setFileProblems] = useState<Readonly<Record<string, Text>>>(
    typed.fileProblems,
  );
  const maxUploadBytes = useUploadLimit();
  // The files chosen and not yet on the portal, for the upload after the draft's save.
  const chosenFiles = useRef(typed.files);
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
  const [saving, setSaving] = useState<'draft' | 'preview' | null>(null);
  // Set before the request leaves: a second tap in the same moment finds it (state would not).
  const savingNow = useRef(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  // Drawn by the gateway there is no browser to ask: what is typed in the drawn form is kept
  // once the app starts (typed-before-start.ts), and the app says so if this browser cannot.
  const [keepsDraft, setKeepsDraft] = useState(typeof window === 'undefined' || draft.canKeep);
  const [timing] = useState(() => applicationWindow(grant, new Date()));
  const summaryRef = useRef<HTMLDivElement>(null);

  const startNotice = useAnnounced(start.notice);

  // What was typed in the drawn form is kept in this browser, as if typed in the app's.
  useEffect(() => {
    if (Object.keys(typed.answers).length > 0) draft.keep(answers);
    // Once, with the answers the form started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back from the preview's "Change" link: focus the question it names.
  useEffect(() => {
    const key = /^#question-(\d+-\d+)$/.exec(location.hash)?.[1];
    if (key && questionAt(grant.sections, key)) focusQuestion(key, true);
  }, [location.hash, grant.sections]);

  const check = useMemo(() => checkForm(answers, grant.sections), [answers, grant.sections]);
  // Until a submit is tried, only a refused file is a problem worth interrupting for.
  const problems = questionProblems(
    attempted ? check : { ok: true, answers },
    fileProblems,
    grant.sections,
  );
  const problemOf = new Map(problems.map((problem) => [problem.key, write(t, problem.message)]));

  function change(key: string, value: AnswerValue) {
    const next = { ...latestAnswers.current, [key]: value };
    latestAnswers.current = next;
    setAnswers(next);
    setKeepsDraft(draft.keep(next));
    setSavedAt(null);
  }

  function chooseFile(key: string, file: File | null): boolean {
    const refusal = file && chosenFileRefusal(file, maxUploadBytes, t);
    const refused = refusal !== null;
    if (file && !refused) chosenFiles.current.set(key, file);
    else chosenFiles.current.delete(key);
    // Removed: the file on the portal no longer answers the question either.
    if (!file) setStoredFiles(({ [key]: _removed, ...others }) => others);
    setFileProblems(({ [key]: _old, ...others }) =>
      refusal ? { ...others, [key]: refusal } : others,
    );
    change(key, file && !refused ? file.name : '');
    return !refused;
  }

  // A file chosen before the portal's limit was known is checked against it once it is.
  useEffect(() => {
    if (maxUploadBytes === null) return;
    for (const [key, file] of chosenFiles.current)
      if (file.size > maxUploadBytes) chooseFile(key, file);
    // Once, when the limit arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maxUploadBytes]);

  /** Scrolls to the top and moves focus to the summary, so that it is seen and read first. */
  function revealSummary() {
    window.scrollTo({ top: 0 });
    summaryRef.current?.focus({ preventScroll: true });
  }

  /**
   * The answers as the portal's draft holds them: a file question answered only by a file that
   * is on the portal (a chosen one counts once uploaded).
   */
  function draftAnswers(stored: Readonly<Record<string, string>>): Answers {
    const kept: Answers = { ...answers };
    for (const key of Object.keys(kept))
      if (questionAt(grant.sections, key)?.type === 'file') kept[key] = stored[key] ?? '';
    return kept;
  }

  /**
   * Saves the draft on the portal, then uploads the chosen files to it one at a time, then saves
   * it again with their names. True when everything arrived; otherwise the summary says what did
   * not, and the answers stay here (and in this browser).
   */
  async function saveToPortal(): Promise<boolean> {
    try {
      const saved = await saveDraft(grant._id, draftAnswers(storedFiles));
      const toUpload = filesToUpload(grant.sections, chosenFiles.current);
      if (toUpload.length === 0) {
        setSavedAt(saved.updatedAt);
        return true;
      }
      const uploaded = await files.run(saved._id, toUpload);
      const stored = { ...storedFiles };
      for (const upload of uploaded)
        if (upload.state === 'done') {
          stored[upload.key] = upload.name;
          chosenFiles.current.delete(upload.key);
        }
      setStoredFiles(stored);
      const resaved = await saveDraft(grant._id, draftAnswers(stored));
      const failed = uploaded.filter((upload) => upload.state !== 'done');
      if (failed.length === 0) {
        setSavedAt(resaved.updatedAt);
        return true;
      }
      // Each file's reason is said once, by the file in the panel.
      setFailure([
        t(messages.filesNotSaved, {
          count: failed.length,
          names: failed.map((upload) => upload.name).join(', '),
        }),
      ]);
      return false;
    } catch (error) {
      setFailure(describeSaveFailure(error, t));
      return false;
    }
  }

  async function save(kind: 'draft' | 'preview') {
    if (savingNow.current) return; // a double tap: the first one is on its way
    if (kind === 'preview') {
      const problemsNow = questionProblems(check, fileProblems, grant.sections);
      if (!check.ok || problemsNow.length > 0) {
        flushSync(() => {
          setAttempted(true);
          setFailure(null);
        });
        revealSummary();
        return;
      }
    }
    savingNow.current = true;
    flushSync(() => {
      setSaving(kind);
      setFailure(null);
      setSavedAt(null);
    });
    const saved = await saveToPortal();
    savingNow.current = false;
    // Committed (the upload panel's own focus included) before focus moves to the summary.
    flushSync(() => setSaving(null));
    if (!saved) {
      revealSummary();
      return;
    }
    if (kind === 'preview' && shown.current) void navigate(`/apply-grant/${grant._id}/preview`);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save('preview');
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
        <strong>{problemsSummary(check, problems, grant.sections, t)}</strong>
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
              {t(messages.problemLink, {
                label: problem.label,
                problem: write(t, problem.message),
              })}
            </a>
          </li>
        ))}
      </ul>
    </>
  ) : null;

  return (
    // The file questions' hint says the portal's size limit.
    <UploadLimitContext value={maxUploadBytes}>
      <p className="application-facts">
        <GrantTypeBadge type={grant.type} />
        <span>{t(messages.closes, { date: formatDate(grant.closeDate, locale) })}</span>
      </p>
      <ApplicationWindowNotice timing={timing} />
      <Alert kind="info">
        {startNotice && (
          <>
            <p>{write(t, startNoticeText(startNotice, locale))}</p>
            {/* The files chosen here before a reload that never reached the portal, each named. */}
            {Object.values(start.unfinishedFiles).map((name) => (
              <p key={name}>{t(uploadMessages.chooseAgain, { fileName: name })}</p>
            ))}
          </>
        )}
      </Alert>
      <Alert kind="error" ref={summaryRef} tabIndex={-1} className="problem-summary">
        {summary}
      </Alert>
      {files.uploads && (
        <UploadPanel
          uploads={files.uploads}
          status={files.status}
          onCancel={files.cancel}
          intro={t(uploadPanelIntro(files.uploads))}
        />
      )}
      <GrantDescription description={grant.description} />
      <form
        className="form application-form"
        // The drawn form of this grant is found by it (typed-before-start.ts).
        data-grant={grant._id}
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
                    storedFile={storedFiles[key] !== undefined && storedFiles[key] === answers[key]}
                  />
                </div>
              );
            })}
          </section>
        ))}
        <p className="field-hint">
          {keepsDraft ? t(messages.keptWhileTyping) : t(messages.notKeeping)}
        </p>
        <Alert kind="success">
          {savedAt && write(t, applicationFormTexts.draftSaved(savedAt, locale))}
        </Alert>
        <div className="actions">
          <SubmitButton
            busy={saving === 'preview'}
            disabled={saving !== null}
            busyText={files.running ? t(uploadMessages.uploading) : t(messages.previewing)}
          >
            {t(messages.preview)}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving !== null}
            aria-busy={saving === 'draft'}
            onClick={() => void save('draft')}
          >
            {saving === 'draft'
              ? files.running
                ? t(uploadMessages.uploading)
                : t(messages.savingDraft)
              : t(messages.saveDraft)}
          </button>
          {/* Not while files go: away from this page, the member would not learn how they ended. */}
          {!files.running && (
            <Link to="/apply-grant" className="button button-secondary">
              {t(messages.backToGrants)}
            </Link>
          )}
        </div>
      </form>
    </UploadLimitContext>
  );
}

/** What the panel says: keep the page open while files go; once all arrived, that they are saved. */
function uploadPanelIntro(uploads: readonly FileUpload[]) {
  return uploads.every((upload) => upload.state === 'done')
    ? uploadMessages.allSaved
    : uploadMessages.intro;
}

/**
 * Focus on a question's first control (its text box, first checkbox, first button…), scrolled
 * into view when asked (back from the preview).
 */
function focusQuestion(key: string, scroll = false) {
  const question = document.getElementById(questionElementId(key));
  if (scroll) question?.scrollIntoView?.({ block: 'center' });
  question?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
}

/** Why the form starts with the answers it shows. */
function startNoticeText(notice: StartNotice, locale: string): Text {
  switch (notice.kind) {
    case 'server':
      return applicationFormTexts.serverDraft(notice.savedAt, locale);
    case 'browser-newer':
      return applicationFormTexts.browserNewer(notice.keptAt, notice.savedAt, locale);
    case 'browser':
      return applicationFormTexts.restored(notice.keptAt, locale);
    case 'server-unavailable':
      return applicationFormTexts.serverUnavailable(notice.keptAt, locale);
  }
}
