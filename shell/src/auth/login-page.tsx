import { userCalls } from '@portal/contract/users';
import {
  Alert,
  callEndpoint,
  useFormFeedback,
  hasFieldErrors,
  readReturnPath,
  serverFieldErrors,
  SubmitButton,
  TextField,
  useSession,
  useSessionStore,
} from '@portal/web-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from '@portal/web-kit/router';
import { CheckingSignIn } from '../guards/checking-sign-in.js';
import {
  dashboardPath,
  dashboardPathFor,
  loginFailureMessage,
  loginRedirectDelayMs,
} from './auth-messages.js';
import { useShellMessages } from '../i18n/shell-messages.js';
import { missingLoginFields, type LoginValues } from './login-fields.js';
import { loginMessages as messages } from './messages.js';
import { pageLoad } from '../navigation/page-load.js';
import { useHydrated } from '../prerender/use-hydrated.js';
import { usePrerenderedForm } from '../prerender/use-prerendered-form.js';

type Phase = 'editing' | 'busy' | 'succeeded';

/**
 * `/login` (spec §2): email and password. On success it says so, then after about 300 ms
 * loads the next page in full (the page the guard remembered, else the account's dashboard:
 * /user-dashboard, /staff-dashboard or /admin-dashboard), so that the new session starts on a
 * fresh page. A visitor already signed in goes to their dashboard.
 */
export default function LoginPage() {
  const session = useSession();
  const store = useSessionStore();
  const { t } = useShellMessages();
  const { search } = useLocation();
  const returnPath = readReturnPath(search);
  const {
    formRef,
    fieldErrors,
    message: formMessage,
    show: showProblems,
    clear: clearProblems,
  } = useFormFeedback();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [phase, setPhase] = useState<Phase>('editing');
  const [landing, setLanding] = useState<string | null>(null);
  // The build draws this page without a query: the line for `?next=` comes after hydration.
  const showReturnNotice = useHydrated() && returnPath !== null;
  usePrerenderedForm(formRef, setValues);

  useEffect(() => {
    if (phase !== 'succeeded') return;
    const timer = setTimeout(
      () => pageLoad.load(returnPath ?? landing ?? dashboardPath),
      loginRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [phase, returnPath, landing]);

  // This page's own sign-in must not count as "already signed in": it shows its message first.
  if (phase !== 'succeeded') {
    if (session.status === 'restoring') return <CheckingSignIn title={t(messages.title)} />;
    if (session.status === 'signed-in')
      return (
        <Navigate to={session.user ? dashboardPathFor(session.user) : dashboardPath} replace />
      );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const errors = missingLoginFields(values, t);
    if (hasFieldErrors(errors)) {
      showProblems(errors);
      return;
    }
    clearProblems();
    setPhase('busy');
    try {
      const answer = await callEndpoint(userCalls.login, {
        body: { email: values.email.trim(), password: values.password },
      });
      store.signIn(answer);
      setLanding(dashboardPathFor(answer.user));
      setPhase('succeeded');
    } catch (error) {
      showProblems(serverFieldErrors(error), loginFailureMessage(error, t), () =>
        setPhase('editing'),
      );
    }
  }

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const busy = phase !== 'editing';

  return (
    <div className="page page-narrow">
      <h1>{t(messages.title)}</h1>
      {showReturnNotice && <p className="lead">{t(messages.returnNotice)}</p>}
      {/* method="dialog": pressed before the scripts run, the form sends nothing (usePrerenderedForm). */}
      <form
        ref={formRef}
        className="form"
        method="dialog"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          name="email"
          label={t(messages.email)}
          type="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={change('email')}
          error={fieldErrors['email']}
        />
        <TextField
          name="password"
          label={t(messages.password)}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={fieldErrors['password']}
        />
        <p className="field-aside">
          <Link to="/forgot-password" className="link-standalone">
            {t(messages.forgotPassword)}
          </Link>
        </p>
        <Alert kind="success">{phase === 'succeeded' && t(messages.successful)}</Alert>
        <Alert kind="error">{formMessage}</Alert>
        <div className="actions">
          <SubmitButton busy={busy} busyText={t(messages.loggingIn)}>
            {t(messages.title)}
          </SubmitButton>
        </div>
      </form>
      <p>
        {t(messages.noAccount)} <Link to="/register">{t(messages.registerLink)}</Link>
      </p>
    </div>
  );
}
