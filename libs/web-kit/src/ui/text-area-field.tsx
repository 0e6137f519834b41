import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame.js';

export interface TextAreaFieldProps
  extends
    FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area (a description, a long answer) with its hint and error tied to it. */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          className={
            className ? `field-input field-textarea ${className}` : 'field-input field-textarea'
          }
        />
      )}
    </FieldFrame>
  );
}
