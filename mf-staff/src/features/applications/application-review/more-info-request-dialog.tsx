import { answerKey, conversationLimits, type Application } from '@portal/contract/applications';
import {
  Alert,
  CheckboxField,
  Dialog,
  errorMessage,
  SubmitButton,
  TextAreaField,
} from '@portal/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { requestMoreInfo } from '../api/request-more-info.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { decisionMessages, moreInfoMessages as messages, reviewMessages } from './messages.js';
import { InternalNoteField } from './internal-note-field.js';

/**
 * Spec §2's Request More Info, in a dialog: a message to the applicant
 * (required: it is what they are asked) and, optionally, which questions and files they may change
 * (every other answer stays as submitted), and an internal note for reviewers. Sent with
 * `POST …/more-info-request`, which sets Requires More Information. Focus starts in the message;
 * Cancel or Escape sends nothing and focus goes back to the button that opened it.
 */
export function MoreInfoRequestDialog({
  application,
  opener,
  onSent,
  onCancel,
}: {
  application: Application;
  /** The Request More Info button: focus goes back to it. */
  opener: HTMLElement | null;
  onSent: (updated: Application) => void;
  onCancel: () => void;
}) {
  const { t } = useStaffMessages();
  const introId = useId();
  const [message, setMessage] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const [messageError, setMessageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);

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
      setMessageError(t(messages.messageRequired));
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
      onSent(await requestMoreInfo(application._id, message, ordered, internalNote));
    } catch (error) {
      setFailure(errorMessage(error, t(reviewMessages.updateFailed)));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t(messages.heading)}
      aria-describedby={introId}
      busy={busy}
      initialFocus={messageRef}
      returnFocusTo={opener}
      onCancel={onCancel}
    >
      <p id={introId}>{t(messages.intro)}</p>
      <form className="form more-info-request" noValidate onSubmit={(event) => void send(event)}>
        <TextAreaField
          ref={messageRef}
          name="more-info-message"
          label={t(messages.messageLabel)}
          hint={t(decisionMessages.messageHint)}
          value={message}
          error={messageError}
          required
          maxLength={conversationLimits.requestMessage}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
        />
        <fieldset className="fieldset">
          <legend>{t(messages.questionsLegend)}</legend>
          {application.sections.map((section, sectionIndex) =>
            section.questions.map((question, questionIndex) => {
              const key = answerKey(sectionIndex, questionIndex);
              const label = t(
                question.type === 'file' ? messages.fileQuestion : messages.question,
                {
                  section: section.label,
                  question: question.label || key,
                },
              );
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
        <InternalNoteField value={internalNote} onChange={setInternalNote} />
        <Alert kind="error">{failure}</Alert>
        <div className="actions">
          <SubmitButton busy={busy} busyText={t(messages.sending)}>
            {t(messages.send)}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {t(decisionMessages.cancel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
