import {
  accessFlags,
  updateUserRequestSchema,
  userTypes,
  type AccessFlag,
  type User,
} from '@portal/contract';
import {
  api,
  ApiRequestError,
  firstErrorPerField,
  useFormFeedback,
  serverFieldErrors,
  TextField,
} from '@portal/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { editUsersTexts } from './edit-users-texts.js';
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

const flagLabels: Readonly<Record<AccessFlag, string>> = {
  education: 'Education',
  harvesting: 'Harvesting',
  communityOutreach: 'Community Outreach',
};

interface EditUserDialogProps {
  user: ManagedUser;
  onCancel: () => void;
  onSaved: (saved: User) => void;
}

/**
 * The edit form (spec §2, §5): every field required, the user type and the three flags.
 * A modal dialog: focus starts on the first field and stays inside until it closes (Escape
 * or Cancel); the page behind is inert. Save sends `PUT /api/users/{id}` with
 * `updateEmailHash: true` (spec §7). A failure alerts the spec's text and also shows the
 * portal's reason here.
 */
export function EditUserDialog({ user, onCancel, onSaved }: EditUserDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<FormValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cardNumber: user.cardNumber,
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    firstFieldRef.current?.focus();
    return () => dialog.close();
  }, []);

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
      // Spec §7: when an email is present, updateEmailHash true travels with it.
      const saved = await api.put<User>(`/api/users/${encodeURIComponent(user.id)}`, {
        ...changes,
        ...(changes.email ? { updateEmailHash: true } : {}),
      });
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
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through React, so that the dialog's state stays the one truth.
        event.preventDefault();
        if (!saving) onCancel();
      }}
      onClose={() => {
        // The browser may close it anyway (a second Escape); still open means React's
        // development remount re-opened it after closing it once.
        if (!dialogRef.current?.open) onCancel();
      }}
    >
      <h2 id={titleId}>Edit {user.name || 'user'}</h2>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void save(event)}>
        {textFields.map((field, index) => (
          <TextField
            key={field.name}
            ref={index === 0 ? firstFieldRef : undefined}
            name={field.name}
            label={field.label}
            type={field.type}
            required
            autoComplete="off"
            value={values[field.name]}
            onChange={setText(field.name)}
            error={fieldErrors[field.name]}
          />
        ))}
        <UserTypeSelect
          value={values.userType}
          error={fieldErrors['userType']}
          onChange={(userType) => setValues((current) => ({ ...current, userType }))}
        />
        <fieldset className="fieldset">
          <legend>Access</legend>
          {accessFlags.map((flag) => (
            <label key={flag} className="checkbox">
              <input
                type="checkbox"
                name={flag}
                checked={values[flag]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [flag]: event.target.checked }))
                }
              />
              {flagLabels[flag]}
            </label>
          ))}
        </fieldset>
        <div role="alert">
          {formMessage && <p className="notice notice-error">{formMessage}</p>}
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
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
    </dialog>
  );
}

function UserTypeSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (userType: string) => void;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>
        User Type
      </label>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <select
        id={id}
        name="userType"
        className="field-select"
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === '' && <option value="">Choose a user type</option>}
        {userTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
  );
}
