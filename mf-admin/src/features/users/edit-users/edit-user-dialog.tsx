import { accessFlags, updateUserRequestSchema, userTypes, type User } from '@portal/contract/users';
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
import { updateUser } from '../api/update-user.js';
import { isUserType, type ManagedUser } from './managed-user.js';
import { editUsersMessages as words } from './messages.js';

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  cardNumber: string;
  /** '' when the stored type could not be read: the admin must choose one. */
  userType: string;
  education: boolean;
  harvesting: boolean;
  communityOutreach: boolean;
}

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'cardNumber';

const textFields: readonly {
  name: TextFieldName;
  label: MessageDescriptor;
  type: 'text' | 'email';
}[] = [
  { name: 'firstName', label: words.firstName, type: 'text' },
  { name: 'lastName', label: words.lastName, type: 'text' },
  { name: 'email', label: words.email, type: 'email' },
  { name: 'cardNumber', label: words.cardNumber, type: 'text' },
];

interface EditUserDialogProps {
  user: ManagedUser;
  /** The Edit button that opened it: focus goes back there when it closes. */
  opener: HTMLElement;
  onCancel: () => void;
  onSaved: (saved: User) => void;
}

/**
 * The edit form (spec §2, §5): every field required (but the card number of staff and admins,
 * who may have none), the user type and the three flags.
 * A modal `Dialog`: focus starts on the first field, stays inside until it closes (Escape or
 * Cancel) and then goes back to the Edit button; the page behind is inert. Save sends
 * `PUT /api/users/{id}` with `updateEmailHash: true` (spec §7). A failure alerts the spec's
 * text and also shows the portal's reason here.
 */
export function EditUserDialog({ user, opener, onCancel, onSaved }: EditUserDialogProps) {
  const { t } = useAdminMessages();
  const userTypeOptions = userTypes.map((type) => ({
    value: type,
    label: t(words.userTypeName, { type }),
  }));
  const [values, setValues] = useState<FormValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cardNumber: user.cardNumber ?? '',
    userType: isUserType(user.userType) ? user.userType : '',
    education: user.education,
    harvesting: user.harvesting,
    communityOutreach: user.communityOutreach,
  }));
  const {
    formRef,
    fieldErrors,
    message: formMessage,
    show: showProblems,
    clear: clearProblems,
  } = useFormFeedback();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = updateUserRequestSchema.safeParse(values);
    if (!parsed.success) {
      showProblems(firstErrorPerField(parsed.error.issues));
      return;
    }
    const changes = parsed.data;
    clearProblems();
    setSaving(true);
    try {
      const saved = await updateUser(user.id, changes);
      onSaved(saved);
    } catch (error) {
      showProblems(
        serverFieldErrors(error),
        error instanceof ApiRequestError ? (error.serverMessage ?? null) : null,
        () => setSaving(false),
      );
      window.alert(t(words.updateFailed));
    }
  }

  const setText = (name: TextFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Dialog
      title={t(words.editTitle, { name: user.name || t(words.user) })}
      busy={saving}
      returnFocusTo={opener}
      onCancel={onCancel}
    >
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void save(event)}>
        {textFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type}
            // Members hold a card; staff and admins may have none.
            required={field.name !== 'cardNumber' || values.userType === 'user'}
            hint={
              field.name === 'cardNumber' && values.userType !== 'user'
                ? t(words.cardHint)
                : undefined
            }
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
          emptyOption={values.userType === '' ? t(words.chooseUserType) : undefined}
          value={values.userType}
          error={fieldErrors['userType']}
          onChange={(event) =>
            setValues((current) => ({ ...current, userType: event.target.value }))
          }
        />
        <fieldset className="fieldset">
          <legend>{t(words.access)}</legend>
          {accessFlags.map((flag) => (
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
          <SubmitButton busy={saving} busyText={t(words.saving)}>
            {t(words.save)}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving}
            onClick={onCancel}
          >
            {t(words.cancel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
