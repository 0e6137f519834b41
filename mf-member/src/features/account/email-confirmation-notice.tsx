import { Alert, errorMessage, useQuery, useSession } from '@portal/web-kit';
import { useId, useState } from 'react';
import { getOfficeSettings } from './api/get-office-settings.js';
import { requestEmailConfirmation } from './api/request-email-confirmation.js';
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
        message: errorMessage(error, 'The link could not be sent. Please try again in a moment.'),
      });
    }
  }

  return (
    <section className="card email-confirmation" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {confirmed ? 'Confirm your new email address' : 'Confirm your email address'}
      </h2>
      {!confirmed && (
        <p>
          We sent a link to <strong>{email}</strong>. Open it to confirm that this address is yours.
          {requiredFirst && ' The education office needs this before your first application.'}
        </p>
      )}
      {pendingEmail !== null && (
        <p>
          The education office gave your account a new address, <strong>{pendingEmail}</strong>. It
          becomes your address once you open the link sent there.
        </p>
      )}
      {!confirmed && (
        <>
          <Alert kind="success">
            {sending.kind === 'sent' &&
              `A new link is on its way to ${sending.to}. It works once, for 24 hours. Look in your spam folder too.`}
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
            {sending.kind === 'busy' ? 'Sending...' : 'Send a new link'}
          </button>
        </>
      )}
    </section>
  );
}
