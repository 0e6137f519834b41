import {
  conversationLimits,
  withdrawableStates,
  type Application,
} from '@portal/contract/applications';
import { Alert, Dialog, errorMessage, TextAreaField } from '@portal/web-kit';
import { useId, useRef, useState } from 'react';
import { withdrawApplication } from '../api/application-conversation.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { conversationMessages as messages } from './conversation.messages.js';

/**
 * Withdraw: the applicant's own call, while the application is Submitted or Requires
 * More Information. A dialog asks first (focus on "Keep my application", so a hurried Enter
 * withdraws nothing), with an optional reason; the application is kept, as Withdrawn.
 */
export function WithdrawApplication({
  application,
  onWithdrawn,
}: {
  application: Application;
  onWithdrawn: (updated: Application) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The button that opened the dialog, where focus goes back (Safari does not focus a clicked button).
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const { t } = useMemberMessages();
  if (!withdrawableStates.includes(application.status)) return null;

  async function withdraw() {
    setBusy(true);
    setFailure(null);
    try {
      const updated = await withdrawApplication(application._id, reason);
      setAsking(false);
      onWithdrawn(updated);
    } catch (error) {
      setFailure(errorMessage(error, t(messages.withdrawFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="withdraw-application">
      <button
        type="button"
        className="button button-danger"
        onClick={(event) => {
          setOpener(event.currentTarget);
          setAsking(true);
        }}
      >
        {t(messages.withdraw)}
      </button>
      {asking && (
        <Dialog
          title={t(messages.withdrawTitle)}
          role="alertdialog"
          aria-describedby={questionId}
          busy={busy}
          initialFocus={keepRef}
          returnFocusTo={opener}
          onCancel={() => setAsking(false)}
        >
          <p id={questionId} className="dialog-message">
            {t(messages.withdrawQuestion, { grantTitle: application.grantTitle })}
          </p>
          <TextAreaField
            name="withdraw-reason"
            label={t(messages.reasonLabel)}
            value={reason}
            maxLength={conversationLimits.withdrawReason}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <Alert kind="error">{failure}</Alert>
          <div className="actions">
            <button
              ref={keepRef}
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setAsking(false)}
            >
              {t(messages.keep)}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void withdraw()}
            >
              {busy ? t(messages.withdrawing) : t(messages.withdraw)}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
