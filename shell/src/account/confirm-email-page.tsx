import { accountLinkMessages, userCalls } from '@portal/contract/users';
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
import { linkTokenFrom } from './link-token.js';

type Outcome = { kind: 'confirmed'; email: string } | { kind: 'failed'; message: string };

const incompleteLink =
  'This link is not complete: open it again from the email, or copy all of it.';

/**
 * `/confirm-email#token=…`, the page a link sent by email opens: a member confirms that the
 * address is theirs (or that a new address the office gave their account is). It asks for a
 * press rather than acting on opening: mail programs that open links to check them for danger
 * must not use up a link meant for a person. Signed in, the session's user is refreshed, so the
 * reminder to confirm goes away at once.
 */
export default function ConfirmEmailPage() {
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
      setOutcome({ kind: 'failed', message: errorMessage(error, accountLinkMessages.invalid) });
    } finally {
      setBusy(false);
    }
  }

  const next = signedIn ? (
    <Link to={dashboardPath}>Go to your dashboard</Link>
  ) : (
    <Link to="/login">Log in</Link>
  );

  return (
    <div className="page page-narrow">
      <h1>Confirm your email address</h1>
      <Alert kind="success">
        {outcome?.kind === 'confirmed' && (
          <>
            <p>
              <strong>{accountLinkMessages.confirmed}</strong> {outcome.email} is the address of
              your account.
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
          !token && <p>{incompleteLink}</p>
        )}
      </Alert>
      {token && outcome?.kind !== 'confirmed' && (
        <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
          <p className="lead">
            Confirm that this email address is yours, so that the education office can write to you
            about your applications.
          </p>
          <div className="form-actions">
            <SubmitButton busy={busy} busyText="Confirming...">
              Confirm my email address
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
