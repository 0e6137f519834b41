import { registerRequestSchema, userCalls, type RegisterRequest } from '@portal/contract/users';
import {
  Alert,
  callEndpoint,
  errorMessage,
  useFormFeedback,
  fullName,
  serverFieldErrors,
  SubmitButton,
  TextField,
  useSession,
  useSessionStore,
} from '@portal/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useNavigate } from '@portal/web-kit/router';
import { CheckingSignIn } from '../guards/checking-sign-in.js';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { useShellMessages } from '../i18n/shell-messages.js';
import { withLink } from '../i18n/with-link.js';
import { dashboardPath } from './auth-messages.js';
import { registerMessages as messages } from './messages.js';
import { registerProblems } from './register-problems.js';
import { usePrerenderedForm } from '../prerender/use-prerendered-form.js';
import { NewPasswordField } from './new-password-field.js';

type Values = Required<Omit<RegisterRequest, 'userType' | 'language'>>;
type FieldName = keyof Values;

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  cardNumber: '',
  password: '',
};

/** The labels of spec §2, verbatim, in page order. */
const fields: readonly {
  name: Exclude<FieldName, 'password'>;
  label: MessageDescriptor;
  type: 'text' | 'email';
  autoComplete: string;
}[] = [
  { name: 'firstName', label: messages.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: messages.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: messages.email, type: 'email', autoComplete: 'email' },
  { name: 'cardNumber', label: messages.cardNumber, type: 'text', autoComplete: 'off' },
];

/** Who was just registered by an admin (their own session stays as it is). */
interface CreatedAccount {
  name: string;
  email: string;
}

/**
 * `/register` (spec §2). A visitor registers and is signed in as the new member. An admin
 * (the admin dashboard's 'Add User' comes here) creates an account for someone else and
 * stays signed in as themselves: the answer's token is not kept. Anyone else already signed
 * in goes to their dashboard.
 */
export default function RegisterPage() {
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const { t, language } = useShellMessages();
  const {
    formRef,
    fieldErrors,
    message: formMessage,
    show: showProblems,
    clear: clearProblems,
  } = useFormFeedback();
  const createdRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(emptyValues);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const [registeredSelf, setRegisteredSelf] = useState(false);
  usePrerenderedForm(formRef, setValues);

  const signedInUser = session.status === 'signed-in' ? session.user : null;
  const addingForAdmin = signedInUser?.userType === 'admin';

  if (!registeredSelf) {
    if (session.status === 'restoring') return <CheckingSignIn title={t(messages.title)} />;
    if (signedInUser && !addingForAdmin) return <Navigate to={dashboardPath} replace />;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      showProblems(registerProblems(parsed.error.issues, t));
      return;
    }
    clearProblems();
    setCreated(null);
    setBusy(true);
    try {
      // Spec §7 lists userType with its default; the portal makes every new account a member anyway.
      const details = await callEndpoint(userCalls.register, {
        // A member registering gets their emails in the language they registered in.
        body: { ...parsed.data, userType: 'user', ...(addingForAdmin ? {} : { language }) },
      });
      if (addingForAdmin) {
        flushSync(() => {
          setCreated({ name: fullName(details.user), email: details.user.email });
          setValues(emptyValues);
          setBusy(false);
        });
        createdRef.current?.focus();
        return;
      }
      setRegisteredSelf(true);
      store.signIn(details);
      void navigate(dashboardPath, { replace: true });
    } catch (error) {
      showProblems(serverFieldErrors(error), errorMessage(error, t(messages.failed)), () =>
        setBusy(false),
      );
    }
  }

  const change = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="page page-narrow">
      <h1>{t(messages.title)}</h1>
      {addingForAdmin ? (
        <p className="lead">
          {t(messages.adminLead)}{' '}
          {withLink(
            (link) => t(messages.backToEditUsers, { link }),
            <Link to="/edit-users">{t(messages.editUsersLink)}</Link>,
          )}
        </p>
      ) : (
        <p className="lead">{t(messages.lead)}</p>
      )}
      {/* Focus moves here after an admin created an account, so that it is read out. */}
      <div ref={createdRef} tabIndex={-1}>
        {created && (
          <div className="notice notice-success">
            <p>{t(messages.created, { name: created.name, email: created.email })}</p>
            <p>
              {withLink(
                (link) => t(messages.addAnother, { link }),
                <Link to="/edit-users">{t(messages.backToEditUsersLink)}</Link>,
              )}
            </p>
          </div>
        )}
      </div>
      {/* method="dialog": pressed before the scripts run, the form sends nothing (usePrerenderedForm). */}
      <form
        ref={formRef}
        className="form"
        method="dialog"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onChange={change(field.name)}
            error={fieldErrors[field.name]}
          />
        ))}
        <NewPasswordField
          value={values.password}
          onChange={change('password')}
          error={fieldErrors['password']}
          owner={{ email: values.email, firstName: values.firstName, lastName: values.lastName }}
        />
        <Alert kind="error">{formMessage}</Alert>
        <div className="actions">
          <SubmitButton busy={busy} busyText={t(messages.registering)}>
            {t(messages.title)}
          </SubmitButton>
        </div>
      </form>
      {!addingForAdmin && (
        <p>
          {t(messages.haveAccount)} <Link to="/login">{t(messages.loginLink)}</Link>
        </p>
      )}
    </div>
  );
}
