import { passwordCalls, type User } from '@portal/contract/users';
import {
  Alert,
  ApiRequestError,
  callEndpoint,
  errorMessage,
  serverFieldErrors,
  SubmitButton,
  useFormFeedback,
  useSessionStore,
} from '@portal/web-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from '@portal/web-kit/router';
import { loginRedirectDelayMs } from '../auth/auth-messages.js';
import { NewPasswordField } from '../auth/new-password-field.js';
import { pageLoad } from '../navigation/page-load.js';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { useShellMessages } from '../i18n/shell-messages.js';
import { linkTokenFrom } from './link-token.js';
import { linkMessages, setPasswordMessages as messages } from './messages.js';

export type SetPasswordKind = 'reset' | 'invitation';

const texts: Record<
  SetPasswordKind,
  Record<'title' | 'lead' | 'button' | 'done' | 'invalid', MessageDescriptor>
> = {
  reset: {
    title: messages.resetTitle,
    lead: messages.resetLead,
    button: messages.resetButton,
    done: messages.resetDone,
    invalid: messages.resetInvalid,
  },
  invitation: {
    title: messages.invitationTitle,
    lead: messages.invitationLead,
    button: messages.invitationButton,
    done: messages.invitationDone,
    invalid: messages.invitationInvalid,
  },
};

/** Where a person lands once signed in from a link: their own dashboard. */
function dashboardOf(user: User): string {
  if (user.userType === 'admin') return '/admin-dashboard';
  if (user.userType === 'staff') return '/staff-dashboard';
  return '/user-dashboard';
}

/**
 * The page a password link opens (`#token=…` in the fragment, never sent to a server): the
 * person chooses a password, shown against the rule as it is typed, and presses the button
 * (opening the page uses nothing up: mail programs open links to check them). The portal signs
 * them in; like the login, a full page load then opens their dashboard on a fresh page.
 */
export function SetPasswordForm({ kind }: { kind: SetPasswordKind }) {
  const { t } = useShellMessages();
  const words = texts[kind];
  const store = useSessionStore();
  const token = linkTokenFrom(useLocation().hash);
  const {
    formRef,
    fieldErrors,
    message: formMessage,
    show: showProblems,
    clear: clearProblems,
  } = useFormFeedback();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [signedInUser, setSignedInUser] = useState<User | null>(null);
  const [linkFailed, setLinkFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!signedInUser) return;
    const timer = setTimeout(
      () => pageLoad.load(dashboardOf(signedInUser)),
      loginRedirectDelayMs * 3,
    );
    return () => clearTimeout(timer);
  }, [signedInUser]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || busy) return;
    if (password === '') {
      showProblems({ password: t(messages.passwordRequired) });
      return;
    }
    clearProblems();
    setBusy(true);
    try {
      const body = { token, password };
      const answer =
        kind === 'reset'
          ? await callEndpoint(passwordCalls.resetPassword, { body })
          : await callEndpoint(passwordCalls.acceptInvitation, { body });
      // The link is used: no reason to keep it in the address bar or the history.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      store.signIn(answer);
      setSignedInUser(answer.user);
    } catch (error) {
      // A link that no longer works: nothing left to try on this page.
      if (error instanceof ApiRequestError && error.code === 'user.link_invalid') {
        setLinkFailed(errorMessage(error, t(words.invalid)));
        setBusy(false);
        return;
      }
      showProblems(serverFieldErrors(error), errorMessage(error, t(words.invalid)), () =>
        setBusy(false),
      );
    }
  }

  return (
    <div className="page page-narrow">
      <h1>{t(words.title)}</h1>
      <Alert kind="success">{signedInUser && <p>{t(words.done)}</p>}</Alert>
      <Alert kind="error">
        {linkFailed ? (
          <>
            <p>{linkFailed}</p>
            <p>
              <Link to="/forgot-password">{t(messages.forgotPassword)}</Link> ·{' '}
              <Link to="/login">{t(linkMessages.logIn)}</Link>
            </p>
          </>
        ) : (
          !token && <p>{t(linkMessages.incomplete)}</p>
        )}
      </Alert>
      {token && !signedInUser && !linkFailed && (
        <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="lead">{t(words.lead)}</p>
          <NewPasswordField
            label={t(messages.newPassword)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors['password']}
          />
          <Alert kind="error">{formMessage}</Alert>
          <div className="actions">
            <SubmitButton busy={busy} busyText={t(messages.saving)}>
              {t(words.button)}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
