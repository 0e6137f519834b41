import { passwordCalls } from '@portal/contract/users';
import {
  Alert,
  callEndpoint,
  errorMessage,
  serverFieldErrors,
  SubmitButton,
  TextField,
  useFormFeedback,
} from '@portal/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@portal/web-kit/router';
import { useShellMessages } from '../i18n/shell-messages.js';
import { forgotPasswordMessages as messages } from './messages.js';

/**
 * `/forgot-password`: the member gives the address they sign in with, and a link to choose a
 * new password is emailed there if it has an account. The answer is the same sentence either
 * way (the portal's), so this page never tells anyone who is a member.
 */
export default function ForgotPasswordPage() {
  const { t } = useShellMessages();
  const {
    formRef,
    fieldErrors,
    message: formMessage,
    show: showProblems,
    clear: clearProblems,
  } = useFormFeedback();
  const answerRef = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '') {
      showProblems({ email: t(messages.emailRequired) });
      return;
    }
    clearProblems();
    setBusy(true);
    try {
      const { message } = await callEndpoint(passwordCalls.forgotPassword, {
        body: { email: email.trim() },
      });
      flushSync(() => {
        setAnswer(message);
        setBusy(false);
      });
      answerRef.current?.focus();
    } catch (error) {
      showProblems(serverFieldErrors(error), errorMessage(error, t(messages.failed)), () =>
        setBusy(false),
      );
    }
  }

  return (
    <div className="page page-narrow">
      <h1>{t(messages.title)}</h1>
      <p className="lead">{t(messages.lead)}</p>
      {/* Focus moves here once answered, so that the sentence is read out. */}
      <div ref={answerRef} tabIndex={-1}>
        {answer && (
          <div className="notice notice-success">
            <p>{answer}</p>
            <p>
              <Link to="/login">{t(messages.backToLogin)}</Link>
            </p>
          </div>
        )}
      </div>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          label={t(messages.email)}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors['email']}
        />
        <Alert kind="error">{formMessage}</Alert>
        <div className="actions">
          <SubmitButton busy={busy} busyText={t(messages.sending)}>
            {t(answer ? messages.sendAnother : messages.send)}
          </SubmitButton>
        </div>
      </form>
      <p>
        {t(messages.remembered)} <Link to="/login">{t(messages.loginLink)}</Link>
      </p>
    </div>
  );
}
