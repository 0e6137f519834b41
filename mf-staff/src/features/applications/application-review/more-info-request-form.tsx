import { answerKey, conversationLimits, type Application } from '@portal/contract/applications';
import { Alert, CheckboxField, errorMessage, SubmitButton, TextAreaField } from '@portal/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { requestMoreInfo } from '../api/request-more-info.js';
import {
  applicationReviewTexts,
  moreInfoRequestTexts as texts,
} from './application-review-texts.js';

/**
 * Spec §2's Request More Info, as issue 12 asks it: a message to the applicant and, optionally,
 * which questions and files they may change (every other answer stays as submitted). Sent with
 * `POST …/more-info-request`, which sets Requires More Information. Focus starts in the message.
 */
export function MoreInfoRequestForm({
  application,
  onSent,
  onCancel,
}: {
  application: Application;
  onSent: (updated: Application) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const [messageError, setMessageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => messageRef.current?.focus(), []);

  function toggle(key: string, on: boolean) {
    setKeys((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!message.trim()) {
      setMessageError(texts.messageRequired);
      messageRef.current?.focus();
      return;
    }
    setMessageError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      // In the questions' order, whatever order they were ticked in.
      const ordered = application.sections.flatMap((section, sectionIndex) =>
        section.questions
          .map((_question, questionIndex) => answerKey(sectionIndex, questionIndex))
          .filter((key) => keys.has(key)),
      );
      onSent(await requestMoreInfo(application._id, message, ordered));
    } catch (error) {
      setFailure(errorMessage(error, applicationReviewTexts.updateFailed));
      setBusy(false);
    }
  }

  return (
    <section className="card more-info-request" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <Alert kind="error">{failure}</Alert>
      <form className="form" noValidate onSubmit={(event) => void send(event)}>
        <TextAreaField
          ref={messageRef}
          name="more-info-message"
          label={texts.messageLabel}
          value={message}
          error={messageError}
          maxLength={conversationLimits.requestMessage}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
        />
        <fieldset className="fieldset">
          <legend>{texts.questionsLegend}</legend>
          {application.sections.map((section, sectionIndex) =>
            section.questions.map((question, questionIndex) => {
              const key = answerKey(sectionIndex, questionIndex);
              const label = `${section.label}: ${question.label || key}${
                question.type === 'file' ? ` ${texts.fileQuestion}` : ''
              }`;
              return (
                <CheckboxField
                  key={key}
                  name={`more-info-question-${key}`}
                  label={label}
                  checked={keys.has(key)}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
              );
            }),
          )}
        </fieldset>
        <div className="actions">
          <SubmitButton busy={busy} busyText={texts.sending}>
            {texts.send}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {texts.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
