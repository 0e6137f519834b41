import {
  conversationLimits,
  defaultAnswers,
  questionAt,
  type Answers,
  type AnswerValue,
  type Application,
} from '@portal/contract/applications';
import { Alert, errorMessage, SubmitButton, TextAreaField, DateTime } from '@portal/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { resubmitApplication } from '../api/application-conversation.js';
import { isAllowedUpload } from '@portal/contract/files';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { richText } from '../../../i18n/rich-text.js';
import { text, write, type Text } from '../../../i18n/text.js';
import { checkForm, questionProblems } from '../application-form/answer-problems.js';
import { filesToUpload } from '../application-form/file-uploads.js';
import { QuestionField } from '../application-form/questions/question-field.js';
import { UploadPanel } from '../application-form/upload-panel.js';
import { uploadMessages } from '../application-form/upload.messages.js';
import { useFileUploads } from '../application-form/use-file-uploads.js';
import { conversationMessages as messages } from './conversation.messages.js';
// The questions' fields look as they do on the application form.
import '../application-form/application-form.css';

/**
 * What the education office asks, on the member's /applications/{id}: its message,
 * and a form with exactly the questions it names, each as on the application form (a file
 * question takes a new file, which replaces the one sent), an optional note, and Resubmit. New
 * files go first, one at a time with their progress; then the answers, and the status is
 * Submitted again. Everything else stays read-only (the portal refuses any other change too).
 */
export function MoreInformationForm({
  application,
  onResubmitted,
}: {
  application: Application;
  onResubmitted: (updated: Application) => void;
}) {
  const request = application.openRequest;
  const headingId = useId();
  const keys = (request?.questionKeys ?? []).filter((key) => questionAt(application.sections, key));
  const [answers, setAnswers] = useState<Answers>(() => {
    const defaults = defaultAnswers(application.sections);
    return Object.fromEntries(
      keys.map((key) => [key, application.answers[key] ?? defaults[key] ?? '']),
    );
  });
  const chosenFiles = useRef(new Map<string, File>());
  // The file questions whose file the member has chosen again (no longer the one sent).
  const [replaced, setReplaced] = useState<ReadonlySet<string>>(new Set());
  const [fileProblems, setFileProblems] = useState<Readonly<Record<string, Text>>>({});
  const [note, setNote] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const files = useFileUploads();
  const { t } = useMemberMessages();
  if (!request) return null;

  const check = checkForm({ ...application.answers, ...answers }, application.sections);
  // Only the questions asked again can be wrong here: the others are as submitted.
  const problems = questionProblems(
    attempted ? check : { ok: true, answers },
    fileProblems,
    application.sections,
  ).filter((problem) => keys.includes(problem.key));
  const problemOf = new Map(problems.map((problem) => [problem.key, write(t, problem.message)]));

  function change(key: string, value: AnswerValue) {
    setAnswers((current) => ({ ...current, [key]: value }));
  }

  function chooseFile(key: string, file: File | null): boolean {
    const refused = file !== null && !isAllowedUpload(file);
    if (file && !refused) chosenFiles.current.set(key, file);
    else chosenFiles.current.delete(key);
    setReplaced((current) => new Set(current).add(key));
    setFileProblems(({ [key]: _old, ...others }) =>
      refused ? { ...others, [key]: text(uploadMessages.invalidFileType) } : others,
    );
    change(key, file && !refused ? file.name : '');
    return !refused;
  }

  function fail(lines: string[]) {
    flushSync(() => {
      setFailure(lines);
      setBusy(false);
    });
    busyNow.current = false;
    summaryRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyNow.current) return;
    const problemsNow = questionProblems(check, fileProblems, application.sections).filter(
      (problem) => keys.includes(problem.key),
    );
    if (problemsNow.length > 0) {
      flushSync(() => setAttempted(true));
      fail(
        problemsNow.map((problem) =>
          t(messages.problem, { label: problem.label, problem: write(t, problem.message) }),
        ),
      );
      return;
    }
    busyNow.current = true;
    setBusy(true);
    setFailure(null);
    const uploads = await files.run(
      application._id,
      filesToUpload(application.sections, chosenFiles.current),
    );
    const failed = uploads.filter((upload) => upload.state !== 'done');
    if (failed.length > 0) {
      fail([
        t(messages.filesNotSent),
        ...failed.map((upload) =>
          t(messages.failedFile, {
            fileName: upload.name,
            reason: upload.reason ?? t(uploadMessages.failed),
          }),
        ),
      ]);
      return;
    }
    try {
      onResubmitted(await resubmitApplication(application._id, answers, note));
    } catch (error) {
      fail([errorMessage(error, t(messages.resubmitFailed))]);
    }
  }

  return (
    <section className="card more-information" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.requestHeading)}</h2>
      <p className="muted">
        {richText(t, messages.askedOn, {}, { date: <DateTime value={request.at} /> })}
      </p>
      {request.message ? (
        <blockquote className="history-message">
          <p>{request.message}</p>
        </blockquote>
      ) : (
        <p>{t(messages.requestWithoutMessage)}</p>
      )}
      <Alert kind="error" ref={summaryRef} tabIndex={-1}>
        {failure && (
          <ul>
            {failure.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </Alert>
      {files.uploads && (
        <UploadPanel
          uploads={files.uploads}
          status={files.status}
          onCancel={files.cancel}
          intro={t(messages.uploadIntro)}
        />
      )}
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <h3>{t(messages.changeHeading)}</h3>
        <p className="field-hint">
          {keys.length > 0 ? t(messages.changeHint) : t(messages.nothingToChange)}
        </p>
        {keys.map((key) => {
          const question = questionAt(application.sections, key);
          if (!question) return null;
          return (
            <div key={key} className="question" id={`question-${key}`}>
              <QuestionField
                question={question}
                answerKey={key}
                value={answers[key] ?? ''}
                error={problemOf.get(key)}
                onChange={(value) => change(key, value)}
                onChooseFile={(file) => chooseFile(key, file)}
                storedFile={!replaced.has(key)}
              />
            </div>
          );
        })}
        <TextAreaField
          name="resubmit-note"
          label={t(messages.noteLabel)}
          value={note}
          maxLength={conversationLimits.resubmitNote}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="actions">
          <SubmitButton
            busy={busy}
            busyText={files.running ? t(uploadMessages.uploading) : t(messages.resubmitting)}
          >
            {t(messages.resubmit)}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
