import { passwordMinLength, type PasswordCheckRequest } from '@portal/contract/users';
import { TextField } from '@portal/web-kit';
import type { ChangeEvent } from 'react';
import { useShellMessages } from '../i18n/shell-messages.js';
import { newPasswordMessages as messages } from './messages.js';
import { usePasswordCheck } from './use-password-check.js';

interface NewPasswordFieldProps {
  name?: string;
  label?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  /** The person's name and email, when the form has them: a password made of them is refused. */
  owner?: Omit<PasswordCheckRequest, 'password'>;
}

/**
 * A password being chosen (registration, a reset, an invitation): the rule under the label, and
 * under the field what the portal thinks of it as it is typed, read out politely.
 */
export function NewPasswordField({
  name = 'password',
  label,
  value,
  onChange,
  error,
  owner,
}: NewPasswordFieldProps) {
  const { t } = useShellMessages();
  const check = usePasswordCheck(value, owner);
  // The same sentence as the field's error (after sending) is said once, as the error.
  const live = error !== undefined && check.text === error ? '' : check.text;
  return (
    <div className="new-password">
      <TextField
        name={name}
        label={label ?? t(messages.label)}
        type="password"
        autoComplete="new-password"
        required
        hint={t(messages.hint, { count: passwordMinLength })}
        value={value}
        onChange={onChange}
        error={error}
      />
      <p
        className={`password-check${check.acceptable === false ? ' password-check-refused' : ''}${check.acceptable ? ' password-check-accepted' : ''}`}
        role="status"
      >
        {live}
      </p>
    </div>
  );
}
