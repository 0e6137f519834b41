import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'children'
> {
  /** The form field name; `focusFirstInvalidField` finds the input by it. */
  name: string;
  /** The visible label, also the input's accessible name. */
  label: string;
  /** A short help text under the label (e.g. the password length). */
  hint?: string;
  /** The problem with the value, shown under the label and read with the input. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error message tied to it (aria-describedby,
 * aria-invalid), so that a screen reader reads them when the input takes focus.
 */
export function TextField({ name, label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <input
        {...input}
        id={id}
        name={name}
        className={className ? `field-input ${className}` : 'field-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    </div>
  );
}
