import { userCalls } from '@portal/contract/users';
import {
  Alert,
  callEndpoint,
  errorMessage,
  SubmitButton,
  useSession,
  useSessionStore,
} from '@portal/web-kit';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@portal/web-kit/router';
import { dashboardPath } from '../auth/auth-messages.js';
import { useShellMessages } from '../i18n/shell-messages.js';
import { linkTokenFrom } from './link-token.js';
import { confirmEmailMessages as messages, linkMessages } from './messages.js';

type Outcome = { kind: 'confirmed'; email: string } | { kind: 'failed'; message: string };

/**
 * `/confirm-email#token=…`, the page a link sent by email opens: a member confirms that the
 * address is theirs (or that a new address the office gave their account is). It asks for a
 * press rather than acting on opening: mail programs that open links to check them for danger
 * must not use up a link meant for a person. Signed in, the session's user is refreshed, so the
 * reminder to confirm goes away at once.
 */
export default function ConfirmEmailPage() {
  const { t } = useShellMessages();
  const { hash } = useLocation();
  const token = linkTokenFrom(hash);
  const session = useSession();
  const store = useSessionStore();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const signedIn = session.status === 'signed-in';

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || busy) return;
    setBusy(true);
    try {
      const { email } = await callEndpoint(userCalls.confirmEmail, { body: { token } });
      setOutcome({ kind: 'confirmed', email });
      // The link is used: no reason to keep it in the address bar or the history.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      if (signedIn) store.confirmRestored(await callEndpoint(userCalls.me));
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error, t(messages.invalid)) });
    } finally {
      setBusy(false);
    }
  }

  const next = signedIn ? (
    <Link to={dashboardPath}>{t(messages.dashboard)}</Link>
  ) : (
    <Link to="/login">{t(linkMessages.logIn)}</Link>
  );

  return (
    <div className="page page-narrow">
      <h1>{t(messages.title)}</h1>
      <Alert kind="success">
        {outcome?.kind === 'confirmed' && (
          <>
            <p>
              <strong>{t(messages.confirmed)}</strong>{' '}
              {t(messages.addressOfAccount, { email: outcome.email })}
            </p>
            <p>{next}</p>
          </>
        )}
      </Alert>
      <Alert kind="error">
        {outcome?.kind === 'failed' ? (
          <>
            <p>{outcome.message}</p>
            <p>{next}</p>
          </>
        ) : (
          !token && <p>{t(linkMessages.incomplete)}</p>
        )}
      </Alert>
      {token && outcome?.kind !== 'confirmed' && (
        <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
          <p className="lead">{t(messages.lead)}</p>
          <div className="form-actions">
            <SubmitButton busy={busy} busyText={t(messages.confirming)}>
              {t(messages.button)}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
