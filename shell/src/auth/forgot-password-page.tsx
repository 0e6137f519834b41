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

/**
 * `/forgot-password`: the member gives the address they sign in with, and a link to choose a
 * new password is emailed there if it has an account. The answer is the same sentence either
 * way (the portal's), so this page never tells anyone who is a member.
 */
export default function ForgotPasswordPage() {
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
      showProblems({ email: 'Email is required' });
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
      showProblems(
        serverFieldErrors(error),
        errorMessage(error, 'The link could not be asked for. Please try again.'),
        () => setBusy(false),
      );
    }
  }

  return (
    <div className="page page-narrow">
      <h1>Forgot your password?</h1>
      <p className="lead">
        Enter the email address you sign in with. If it has an account, we email it a link to choose
        a new password. The link works for 30 minutes, and also lifts a pause on signing in after
        wrong passwords.
      </p>
      {/* Focus moves here once answered, so that the sentence is read out. */}
      <div ref={answerRef} tabIndex={-1}>
        {answer && (
          <div className="notice notice-success">
            <p>{answer}</p>
            <p>
              <Link to="/login">Back to Login</Link>
            </p>
          </div>
        )}
      </div>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors['email']}
        />
        <Alert kind="error">{formMessage}</Alert>
        <div className="actions">
          <SubmitButton busy={busy} busyText="Sending...">
            {answer ? 'Send another link' : 'Send me a link'}
          </SubmitButton>
        </div>
      </form>
      <p>
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </div>
  );
}
