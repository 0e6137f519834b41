import { useId, type ReactNode } from 'react';
import { useKitMessages } from '../i18n/kit-messages.js';
import { uiMessages } from './messages.js';

/** What every field of the portal is given besides its value. */
export interface FieldProps {
  /** The form field name; `focusFirstInvalidField` finds the control by it. */
  name: string;
  /** The visible label, also the control's accessible name. */
  label: string;
  /** A short help text (e.g. the password length), read with the control. */
  hint?: string | undefined;
  /** The problem with the value, shown with the field and read with the control. */
  error?: string | undefined;
}

/** The attributes that tie a control to its label, hint and error: spread them on it. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps extends FieldProps {
  /**
   * `stacked` (default): label, hint and error above the control, for inputs and selects.
   * `checkbox`: the control first with its label beside it, hint and error underneath.
   */
  layout?: 'stacked' | 'checkbox';
  /** Renders the control with `control` spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, hint and error around one form control, tied to it (label `for`,
 * `aria-describedby`, `aria-invalid`) so that a screen reader reads them when the control takes
 * focus. Every field of web-kit is built on it; build a new kind of field on it too.
 */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  layout = 'stacked',
  children,
}: FieldFrameProps) {
  const { t } = useKitMessages();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = children({
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
  const labelElement = (
    <label className="field-label" htmlFor={id}>
      {label}
    </label>
  );
  const messages = (
    <>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          <span className="visually-hidden">{t(uiMessages.fieldError)}</span>
          {error}
        </p>
      )}
    </>
  );
  const className = [
    'field',
    layout === 'checkbox' ? 'field-checkbox' : null,
    error ? 'field-invalid' : null,
  ]
    .filter(Boolean)
    .join(' ');

  if (layout === 'checkbox') {
    return (
      <div className={className}>
        <div className="checkbox">
          {control}
          {labelElement}
        </div>
        {messages}
      </div>
    );
  }
  return (
    <div className={className}>
      {labelElement}
      {messages}
      {control}
    </div>
  );
}
