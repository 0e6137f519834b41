import {
  api,
  focusFirstInvalidField,
  hasFieldErrors,
  readReturnPath,
  serverFieldErrors,
  TextField,
  useSession,
  useSessionStore,
  type FieldErrors,
} from '@portal/web-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { CheckingSignIn } from '../guards/checking-sign-in.js';
import {
  authTexts,
  dashboardPath,
  loginFailureMessage,
  loginRedirectDelayMs,
} from './auth-messages.js';
import { missingLoginFields, type LoginValues } from './login-fields.js';
import { pageLoad } from '../navigation/page-load.js';
import { readSignInAnswer } from './read-sign-in-answer.js';

type Phase = 'editing' | 'busy' | 'succeeded';

/**
 * `/login` (spec §2): email and password. On success it says so, then after about 300 ms
 * loads the next page in full (the page the guard remembered, else /user-dashboard), so that
 * the new session starts on a fresh page. A visitor already signed in goes to the dashboard.
 */
export default function LoginPage() {
  const session = useSession();
  const store = useSessionStore();
  const { search } = useLocation();
  const returnPath = readReturnPath(search);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');

  useEffect(() => {
    if (phase !== 'succeeded') return;
    const timer = setTimeout(
      () => pageLoad.load(returnPath ?? dashboardPath),
      loginRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [phase, returnPath]);

  // This page's own sign-in must not count as "already signed in": it shows its message first.
  if (phase !== 'succeeded') {
    if (session.status === 'restoring') return <CheckingSignIn title={authTexts.login} />;
    if (session.status === 'signed-in') return <Navigate to={dashboardPath} replace />;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const errors = missingLoginFields(values);
    if (hasFieldErrors(errors)) {
      // Render the messages first, so that the focused field is read with its message.
      flushSync(() => {
        setFieldErrors(errors);
        setFailure(null);
      });
      focusFirstInvalidField(formRef.current, errors);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setPhase('busy');
    try {
      const answer = await api.post<unknown>('/api/users/login', {
        email: values.email.trim(),
        password: values.password,
      });
      store.signIn(readSignInAnswer(answer));
      setPhase('succeeded');
    } catch (error) {
      const reported = serverFieldErrors(error);
      flushSync(() => {
        setFailure(loginFailureMessage(error));
        setFieldErrors(reported);
        setPhase('editing');
      });
      if (hasFieldErrors(reported)) focusFirstInvalidField(formRef.current, reported);
    }
  }

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const busy = phase !== 'editing';

  return (
    <div className="page page-narrow">
      <h1>{authTexts.login}</h1>
      {returnPath && <p className="lead">Please log in to open the page you asked for.</p>}
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={change('email')}
          error={fieldErrors['email']}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={fieldErrors['password']}
        />
        {/* Live regions stay in the page, so that what appears in them is announced. */}
        <div role="status">
          {phase === 'succeeded' && (
            <p className="notice notice-success">{authTexts.loginSuccessful}</p>
          )}
        </div>
        <div role="alert">{failure && <p className="notice notice-error">{failure}</p>}</div>
        <div className="actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? authTexts.loggingIn : authTexts.login}
          </button>
        </div>
      </form>
      <p>
        No account yet? <Link to="/register">Register</Link>
      </p>
    </div>
  );
}
