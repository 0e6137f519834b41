import { Alert, errorMessage, useQuery, useSession } from '@portal/web-kit';
import { useId, useState } from 'react';
import { getOfficeSettings } from './api/get-office-settings.js';
import { requestEmailConfirmation } from './api/request-email-confirmation.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { richText } from '../../i18n/rich-text.js';
import { emailConfirmationMessages as messages } from './messages.js';
import './email-confirmation-notice.css';

type Sending =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'sent'; to: string }
  | { kind: 'failed'; message: string };

/**
 * A member's reminder to confirm their address, until they do: where the link went, whether the
 * office needs it before a first application, and a new link on request. A new address the
 * office gave the account is named too (it becomes the account's once confirmed there). Nothing
 * for staff, for a confirmed member, or while signed out.
 */
export function EmailConfirmationNotice() {
  const { user } = useSession();
  const needed = user?.userType === 'user' && (!user.emailConfirmed || user.pendingEmail !== null);
  if (!user || !needed) return null;
  return (
    <Reminder email={user.email} confirmed={user.emailConfirmed} pendingEmail={user.pendingEmail} />
  );
}

function Reminder({
  email,
  confirmed,
  pendingEmail,
}: {
  email: string;
  confirmed: boolean;
  pendingEmail: string | null;
}) {
  const headingId = useId();
  const { t } = useMemberMessages();
  const settings = useQuery(getOfficeSettings);
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const requiredFirst = !confirmed && settings.data?.emailConfirmationRequired === true;

  async function sendNewLink() {
    setSending({ kind: 'busy' });
    try {
      const { sentTo } = await requestEmailConfirmation();
      setSending({ kind: 'sent', to: sentTo });
    } catch (error) {
      setSending({
        kind: 'failed',
        message: errorMessage(error, t(messages.sendFailed)),
      });
    }
  }

  return (
    <section className="card email-confirmation" aria-labelledby={headingId}>
      <h2 id={headingId}>{confirmed ? t(messages.confirmNew) : t(messages.confirm)}</h2>
      {!confirmed && (
        <p>
          {richText(t, messages.sentTo, {}, { email: <strong>{email}</strong> })}
          {requiredFirst && ` ${t(messages.requiredFirst)}`}
        </p>
      )}
      {pendingEmail !== null && (
        <p>{richText(t, messages.pending, {}, { email: <strong>{pendingEmail}</strong> })}</p>
      )}
      {!confirmed && (
        <>
          <Alert kind="success">
            {sending.kind === 'sent' && t(messages.newLinkSent, { email: sending.to })}
          </Alert>
          <Alert kind="error">{sending.kind === 'failed' && sending.message}</Alert>
          <button
            type="button"
            className="button button-secondary"
            disabled={sending.kind === 'busy'}
            aria-busy={sending.kind === 'busy'}
            onClick={() => void sendNewLink()}
          >
            {sending.kind === 'busy' && <span className="spinner" aria-hidden="true" />}
            {sending.kind === 'busy' ? t(messages.sending) : t(messages.sendNewLink)}
          </button>
        </>
      )}
    </section>
  );
}
