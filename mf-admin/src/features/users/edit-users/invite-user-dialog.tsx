import {
  accessFlags,
  invitedUserTypes,
  inviteUserRequestSchema,
  type AccessFlag,
  type User,
} from '@portal/contract/users';
import {
  Alert,
  ApiRequestError,
  CheckboxField,
  Dialog,
  firstErrorPerField,
  SelectField,
  serverFieldErrors,
  SubmitButton,
  TextField,
  useFormFeedback,
} from '@portal/web-kit';
import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { useAdminMessages } from '../../../i18n/admin-messages.js';
import { inviteUser } from '../api/invite-user.js';
import { editUsersMessages as words } from './messages.js';

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  education: boolean;
  harvesting: boolean;
  communityOutreach: boolean;
}

type TextFieldName = 'firstName' | 'lastName' | 'email';

const textFields: readonly {
  name: TextFieldName;
  label: MessageDescriptor;
  type: 'text' | 'email';
}[] = [
  { name: 'firstName', label: words.firstName, type: 'text' },
  { name: 'lastName', label: words.lastName, type: 'text' },
  { name: 'email', label: words.email, type: 'email' },
];

const empty: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  userType: 'staff',
  education: false,
  harvesting: false,
  communityOutreach: false,
};

interface InviteUserDialogProps {
  /** The button that opened it: focus goes back there when it closes. */
  opener: HTMLElement;
  onCancel: () => void;
  onInvited: (invited: User) => void;
}

/**
 * Invites a new staff member or admin: name, email, role and flags. The account is created
 * with no password and no card number, and the person sets their own password from the
 * emailed link; the admin never sees or chooses it. Members register themselves, with their
 * card, so they are not offered here.
 */
export function InviteUserDialog({ opener, onCancel, onInvited }: InviteUserDialogProps) {
  const { t } = useAdminMessages();
  const userTypeOptions = invitedUserTypes.map((type) => ({
    value: type,
    label: t(words.userTypeName, { type }),
  }));
  const [values, setValues] = useState<FormValues>(empty);
  const {
    formRef,
    fieldErrors,
    message: formMessage,
    show: showProblems,
    clear: clearProblems,
  } = useFormFeedback();
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = inviteUserRequestSchema.safeParse(values);
    if (!parsed.success) {
      showProblems(firstErrorPerField(parsed.error.issues));
      return;
    }
    clearProblems();
    setSending(true);
    try {
      onInvited(await inviteUser(parsed.data));
    } catch (error) {
      showProblems(
        serverFieldErrors(error),
        error instanceof ApiRequestError
          ? (error.serverMessage ?? t(words.invitationFailed))
          : t(words.invitationFailed),
        () => setSending(false),
      );
    }
  }

  const setText = (name: TextFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Dialog title={t(words.inviteStaff)} busy={sending} returnFocusTo={opener} onCancel={onCancel}>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void send(event)}>
        <p>{t(words.inviteIntro)}</p>
        {textFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type}
            required
            autoComplete="off"
            value={values[field.name]}
            onChange={setText(field.name)}
            error={fieldErrors[field.name]}
          />
        ))}
        <SelectField
          name="userType"
          label={t(words.userType)}
          required
          options={userTypeOptions}
          value={values.userType}
          error={fieldErrors['userType']}
          onChange={(event) =>
            setValues((current) => ({ ...current, userType: event.target.value }))
          }
        />
        <fieldset className="fieldset">
          <legend>{t(words.access)}</legend>
          {accessFlags.map((flag: AccessFlag) => (
            <CheckboxField
              key={flag}
              name={flag}
              label={t(words[flag])}
              checked={values[flag]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [flag]: event.target.checked }))
              }
            />
          ))}
        </fieldset>
        <Alert kind="error">{formMessage}</Alert>
        <div className="actions">
          <SubmitButton busy={sending} busyText={t(words.sending)}>
            {t(words.sendInvitation)}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={sending}
            onClick={onCancel}
          >
            {t(words.cancel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
