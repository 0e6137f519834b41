import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame.js';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled one-line input (text, email, password, date-time…) with its hint and error tied
 * to it, so that a screen reader reads them when the input takes focus.
 */
export function TextField({ name, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={className ? `field-input ${className}` : 'field-input'}
        />
      )}
    </FieldFrame>
  );
}
