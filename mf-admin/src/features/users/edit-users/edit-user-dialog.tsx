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
import { editUsersTexts } from './edit-users-texts.js';
import { updateUser } from '../api/update-user.js';
import { flagLabels } from './flag-labels.js';
import { isUserType, type ManagedUser } from './managed-user.js';

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

const textFields: readonly { name: TextFieldName; label: string; type: 'text' | 'email' }[] = [
  { name: 'firstName', label: 'First Name', type: 'text' },
  { name: 'lastName', label: 'Last Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'cardNumber', label: 'RSMIN Card Number', type: 'text' },
];

const userTypeOptions = userTypes.map((type) => ({ value: type, label: type }));

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
      window.alert(editUsersTexts.updateFailed);
    }
  }

  const setText = (name: TextFieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Dialog
      title={`Edit ${user.name || 'user'}`}
      busy={saving}
      returnFocusTo={opener}
      onCancel={onCancel}
    >
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void save(event)}>
        {textFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            // Members hold a card; staff and admins may have none.
            required={field.name !== 'cardNumber' || values.userType === 'user'}
            hint={
              field.name === 'cardNumber' && values.userType !== 'user'
                ? 'Staff and admins may have none: leave it empty.'
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
          label="User Type"
          required
          options={userTypeOptions}
          emptyOption={values.userType === '' ? 'Choose a user type' : undefined}
          value={values.userType}
          error={fieldErrors['userType']}
          onChange={(event) =>
            setValues((current) => ({ ...current, userType: event.target.value }))
          }
        />
        <fieldset className="fieldset">
          <legend>Access</legend>
          {accessFlags.map((flag) => (
            <CheckboxField
              key={flag}
              name={flag}
              label={flagLabels[flag]}
              checked={values[flag]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [flag]: event.target.checked }))
              }
            />
          ))}
        </fieldset>
        <Alert kind="error">{formMessage}</Alert>
        <div className="actions">
          <SubmitButton busy={saving} busyText="Saving...">
            Save
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving}
            onClick={onCancel}
          >
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
