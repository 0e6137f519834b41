import { conversationLimits, type Application } from '@portal/contract/applications';
import { Alert, Dialog, errorMessage, SubmitButton, TextAreaField } from '@portal/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { setApplicationStatus } from '../api/set-application-status.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { elementMarker, placeElement } from '../../../shared/placed-element.js';
import { decisionMessages as messages, reviewMessages } from './messages.js';

/** The decisions that say something: Award and Not Awarded, each asked in a dialog. */
export type WordedDecision = 'approved' | 'rejected';

const decisionWording = {
  approved: {
    title: messages.approvedTitle,
    intro: messages.approvedIntro,
    messageLabel: messages.approvedMessageLabel,
    confirm: messages.approvedConfirm,
  },
  rejected: {
    title: messages.rejectedTitle,
    intro: messages.rejectedIntro,
    messageLabel: messages.rejectedMessageLabel,
    confirm: messages.rejectedConfirm,
  },
} as const;
import { InternalNoteField } from './internal-note-field.js';

/**
 * Award (Approve) or Not Awarded (Reject), asked in a dialog before it is set: a message to the
 * applicant (required to say Not Awarded, optional with an award), which goes in their history and
 * their email, and an internal note for reviewers. Focus starts in the message; Cancel or Escape
 * sends nothing and focus goes back to the button that opened it.
 */
export function DecisionDialog({
  application,
  decision,
  opener,
  onDecided,
  onCancel,
}: {
  application: Application;
  decision: WordedDecision;
  /** The status button that opened the dialog: focus goes back to it. */
  opener: HTMLElement | null;
  onDecided: (updated: Application) => void;
  onCancel: () => void;
}) {
  const { t } = useStaffMessages();
  const wording = decisionWording[decision];
  const introId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRequired = decision === 'rejected';

  async function decide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (messageRequired && !message.trim()) {
      setMessageError(t(messages.messageRequired));
      messageRef.current?.focus();
      return;
    }
    setMessageError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      onDecided(await setApplicationStatus(application._id, decision, { message, internalNote }));
    } catch (error) {
      setFailure(errorMessage(error, t(reviewMessages.updateFailed)));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t(wording.title)}
      aria-describedby={introId}
      busy={busy}
      initialFocus={messageRef}
      returnFocusTo={opener}
      onCancel={onCancel}
    >
      <p id={introId} className="dialog-message">
        {placeElement(
          t(wording.intro, { applicant: application.applicantName, reference: elementMarker }),
          <span className="reference-inline">{application.reference}</span>,
        )}
      </p>
      <form className="form" noValidate onSubmit={(event) => void decide(event)}>
        <TextAreaField
          ref={messageRef}
          name="decision-message"
          label={t(wording.messageLabel)}
          hint={t(messages.messageHint)}
          value={message}
          error={messageError}
          required={messageRequired}
          maxLength={conversationLimits.decisionMessage}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
        />
        <InternalNoteField value={internalNote} onChange={setInternalNote} />
        <Alert kind="error">{failure}</Alert>
        <div className="actions">
          <SubmitButton
            busy={busy}
            busyText={t(messages.sending)}
            className={decision === 'rejected' ? 'button-danger' : undefined}
          >
            {t(wording.confirm)}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {t(messages.cancel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
